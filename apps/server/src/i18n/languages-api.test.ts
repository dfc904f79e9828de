import { AVAILABILITY_MESSAGES, ORDER_MESSAGES, type TPrintDocument } from '@mise/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printJobs } from '../db/schema';
import { multipart, TestClient, uniqueEmail } from '../test/http-client';
import { createOrder, createOrderTenant, line, type OrderTenant, orderBody } from '../test/orders-kit';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 23, the server's side: API errors, validation and success messages in the request's
 * language (Accept-Language), the password-reset e-mail in its recipient's, receipts in the store's
 * receipt language and kitchen tickets in the store's. English stays the spec's text, byte for byte.
 */
let t: TestApp;
let a: OrderTenant;

beforeAll(async () => {
  t = await createTestApp();
  a = await createOrderTenant(t.app, 'Babel Bistro');
});
afterAll(() => t.close());

const lang = (language: string) => ({ 'accept-language': language });

describe('API messages follow Accept-Language', () => {
  it('a wrong password: Spanish, Arabic; English with no header, en or the pseudo-locale', async () => {
    const wrong = { username: a.username, password: 'not the password' };
    const signIn = (headers?: Record<string, string>) =>
      new TestClient(t.app, '10.9.0.1').post('/auth/signin', wrong, headers);
    const es = await signIn(lang('es-ES,es;q=0.9'));
    expect(es.status).toBe(401);
    expect(es.body.message).toBe('¡Usuario o contraseña incorrectos!');
    expect((await signIn(lang('ar'))).body.message).toBe('اسم المستخدم أو كلمة المرور غير صحيحة!');
    for (const headers of [undefined, lang('en'), lang('en-XA'), lang('it-IT')])
      expect((await signIn(headers)).body.message).toBe('Invalid username or password!');
  });

  it('a validation error of a contract’s zod schema, and its built "(at most N characters)" form', async () => {
    const client = new TestClient(t.app, '10.9.0.2');
    const noEmail = { biz_name: 'X', password: 'longenough' };
    expect((await client.post('/auth/signup', noEmail, lang('es'))).body).toEqual({
      message: '¡Indica el correo!',
      code: 'VALIDATION',
    });
    expect((await client.post('/auth/signup', noEmail, lang('fr'))).body.message).toBe(
      'Veuillez indiquer l’adresse e-mail !',
    );
    expect((await client.post('/auth/signup', noEmail)).body.message).toBe('Please provide email!');
    const longName = { biz_name: 'x'.repeat(121), username: uniqueEmail(), password: 'longenough' };
    expect((await client.post('/auth/signup', longName, lang('de'))).body.message).toBe(
      'Bitte gib den Namen des Betriebs an! (höchstens 120 Zeichen)',
    );
    expect((await client.post('/auth/signup', longName)).body.message).toBe(
      'Please provide business name (at most 120 characters)!',
    );
  });

  it('a 404', async () => {
    const missing = (headers?: Record<string, string>) =>
      a.client.delete('/settings/store-tables/999999', headers);
    const english = await missing();
    expect(english.status).toBe(404);
    expect(english.body.message).toBe('Table not found!');
    const ar = await missing(lang('ar'));
    expect(ar.status).toBe(404);
    expect(ar.body).toEqual({ message: 'الطاولة غير موجودة!', code: english.body.code });
    expect((await missing(lang('hi'))).body.message).toBe('टेबल नहीं मिली!');
  });

  it('a success message: an order sent to the kitchen', async () => {
    const body = orderBody([line(a.menu.items.water.id)]);
    const es = await a.client.post('/pos/create-order', body, lang('es'));
    expect(es.status).toBe(200);
    expect(es.body.message).toBe('¡Pedido enviado a cocina!');
    expect(es.body.orderId).toEqual(expect.any(Number));
    const pt = await a.client.post('/pos/create-order', body, lang('pt-BR'));
    expect(pt.body.message).toBe('Pedido enviado para a cozinha!');
    for (const headers of [undefined, lang('en-XA')])
      expect((await a.client.post('/pos/create-order', body, headers)).body.message).toBe(
        ORDER_MESSAGES.orderSent,
      );
  });

  it('a message with a value: the item sold out, its name in the translation', async () => {
    const burger = a.menu.items.burger.id;
    expect(
      (await a.client.put('/availability', { kind: 'item', id: burger, soldOut: true, countLeft: null }))
        .status,
    ).toBe(200);
    const order = (headers?: Record<string, string>) =>
      a.client.post('/pos/create-order', orderBody([line(burger)]), headers);
    const english = await order();
    expect(english.status).toBe(409);
    expect(english.body.message).toBe(AVAILABILITY_MESSAGES.soldOut('Burger'));
    expect((await order(lang('es'))).body.message).toBe('¡Burger está agotado!');
    expect((await order(lang('fr'))).body.message).toBe('Burger est épuisé !');
    expect((await order(lang('ar'))).body.message).toBe('نفدت كمية Burger!');
    await a.client.put('/availability', { kind: 'item', id: burger, soldOut: false, countLeft: null });
  });
});

describe('a CSV import in the request’s language', () => {
  const csv = (text: string) => multipart('file', 'menu.csv', 'text/csv', Buffer.from(text));
  const upload = (path: string, text: string, language?: string) => {
    const body = csv(text);
    return a.client.post(path, body.payload, { ...body.headers, ...(language ? lang(language) : {}) });
  };
  const bad = [
    'name,category,price,tax,variants,options',
    'Soup,Starters,abc,,,',
    'Salad,Mains,7.00,GST 99,,',
    'Tea,Hot stuff,2.00,,,',
  ].join('\n');

  it('previews its rows’ problems translated, with their values; English as before', async () => {
    const english = await upload('/menu-items/import/preview', bad);
    expect(english.status).toBe(200);
    const es = await upload('/menu-items/import/preview', bad, 'es');
    expect(es.status).toBe(200);
    expect(english.body.rows[0].errors).toEqual([
      'The price “abc” is not a valid amount: write it like 12.50.',
    ]);
    expect(es.body.rows[0].errors).toEqual([
      'El precio “abc” no es un importe válido: escríbelo como 12.50.',
    ]);
    expect(es.body.rows[1].errors[0]).toBe(
      'El impuesto “GST 99” no es uno de los impuestos de la tienda (Ajustes → Impuestos).',
    );
    expect(english.body.notes).toContain('Creates the category “Hot stuff”.');
    expect(es.body.notes).toContain('Crea la categoría “Hot stuff”.');
  });

  it('refuses a file with a plural message in the language asked for', async () => {
    const header = 'name,colour,size,category,price,tax,variants,options\nSoup,red,L,Starters,1.00,,,';
    const english = await upload('/menu-items/import', header);
    expect(english.status).toBe(400);
    expect(english.body.message).toMatch(/^Unknown columns: colour, size\. The columns are: /);
    const fr = await upload('/menu-items/import', header, 'fr');
    expect(fr.body.message).toMatch(/^Colonnes inconnues : colour, size\. Les colonnes sont : /);
    const refused = await upload('/menu-items/import', bad, 'de');
    expect(refused.body.message).toMatch(/^Es wurde nichts importiert: 2 Zeilen haben Fehler\. row 2: /);
  });
});

describe('the password-reset e-mail', () => {
  const resetMail = async (username: string) => {
    const before = t.mail.length;
    const res = await new TestClient(t.app, '10.9.0.3').post('/auth/forgot-password', { username });
    expect(res.status).toBe(200);
    expect(t.mail.length).toBe(before + 1);
    return t.mail[t.mail.length - 1];
  };

  it('goes out in the user’s own language, else the store’s, else English', async () => {
    const english = await resetMail(a.username);
    expect(english.subject).toBe('Reset your password');
    expect(english.text).toMatch(
      new RegExp(
        `^Someone asked to reset the password of ${a.username.replace(/[.]/g, '\\.')}\\.\\n\\nOpen this link within 30 minutes to choose a new one:\\nhttp://localhost:3000/reset-password\\?token=\\S+\\n\\nIf it wasn't you, ignore this e-mail; your password stays as it is\\.$`,
      ),
    );

    expect((await a.client.put('/profile/language', { language: 'es' })).status).toBe(200);
    const spanish = await resetMail(a.username);
    expect(spanish.subject).toBe('Restablece tu contraseña');
    expect(spanish.text).toContain(`Alguien ha pedido restablecer la contraseña de ${a.username}.`);
    expect(spanish.text).toContain('http://localhost:3000/reset-password?token=');

    // No language of their own: the store's.
    expect((await a.client.put('/profile/language', { language: null })).status).toBe(200);
    expect(
      (await a.client.put('/settings/language', { language: 'de', receipt_language: null })).status,
    ).toBe(200);
    expect((await resetMail(a.username)).subject).toBe('Setze dein Passwort zurück');
    expect(
      (await a.client.put('/settings/language', { language: 'en', receipt_language: null })).status,
    ).toBe(200);
  });
});

describe('printed receipts and kitchen tickets', () => {
  const textOf = (document: TPrintDocument) =>
    document.blocks
      .map((b) => (b.type === 'text' ? b.text : b.type === 'row' ? `${b.left} ${b.right}` : ''))
      .join('\n');
  const jobsOf = (tenantId: number) =>
    t.app.deps.db.select().from(printJobs).where(eq(printJobs.tenantId, tenantId)).orderBy(asc(printJobs.id));
  async function printed(b: OrderTenant, count: number) {
    for (let i = 0; i < 100; i++) {
      const jobs = await jobsOf(b.tenantId);
      if (jobs.length >= count) return jobs;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('timed out waiting for print jobs');
  }
  async function printingTenant(name: string) {
    const b = await createOrderTenant(t.app, name);
    const printer = await b.client.post('/printing/printers', {
      name: 'Counter',
      address: '192.168.1.50',
      paperWidth: 80,
      printsTickets: true,
      printsReceipts: true,
    });
    expect(printer.status, JSON.stringify(printer.body)).toBe(200);
    const settings = await b.client.put('/printing/settings', {
      autoPrintTickets: true,
      autoPrintReceipts: true,
      kickDrawerOnCash: false,
      jobMaxAgeMinutes: 30,
      codepage: 'auto',
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    return b;
  }
  const paidOrder = (b: OrderTenant) =>
    createOrder(
      b.client,
      orderBody([line(b.menu.items.burger.id)], {
        deliveryType: 'dinein',
        tableId: b.menu.tables.t2.id,
        paymentTypeId: b.paymentTypes.card.id,
      }),
      { pay: true },
    );

  it('the receipt prints in the receipt language (fr), the kitchen ticket in the store’s (es)', async () => {
    const b = await printingTenant('Le Bistro Babel');
    expect(
      (await b.client.put('/settings/language', { language: 'es', receipt_language: 'fr' })).status,
    ).toBe(200);
    expect((await paidOrder(b)).status).toBe(200);
    const jobs = await printed(b, 2);
    const ticket = jobs.find((j) => j.kind === 'ticket');
    const receipt = jobs.find((j) => j.kind === 'receipt');
    const ticketText = textOf(ticket!.document as TPrintDocument);
    expect(ticketText).toContain('COCINA');
    expect(ticketText).toContain('Turno n.º');
    expect(ticketText).toContain('Para tomar aquí · Mesa');
    expect(ticketText).toContain('1 x Burger');
    const receiptText = textOf(receipt!.document as TPrintDocument);
    expect(receiptText).toContain(`REÇU N° ${receipt!.invoiceId}`);
    expect(receiptText).toContain('Sur place · Table');
    expect(receiptText).toMatch(/^Sous-total \S+/m);
    expect(receiptText).toMatch(/^Taxes \S+/m);
    expect(receiptText).toMatch(/^TOTAL \S+/m);
    expect(receiptText).not.toMatch(/Subtotal|RECEIPT|Dine in/);
  });

  it('an English store prints as before', async () => {
    const b = await printingTenant('Plain Bistro');
    expect((await paidOrder(b)).status).toBe(200);
    const jobs = await printed(b, 2);
    const ticketText = textOf(jobs.find((j) => j.kind === 'ticket')!.document as TPrintDocument);
    expect(ticketText).toContain('KITCHEN');
    expect(ticketText).toContain('Dine in · Table');
    const receipt = jobs.find((j) => j.kind === 'receipt')!;
    const receiptText = textOf(receipt.document as TPrintDocument);
    expect(receiptText).toContain(`RECEIPT #${receipt.invoiceId}`);
    expect(receiptText).toMatch(/^Subtotal \$/m);
    expect(receiptText).toMatch(/^TOTAL \$/m);
  });
});
