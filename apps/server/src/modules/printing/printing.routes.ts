import {
  IdParams,
  OrderIdsBody,
  PairBridgeBody,
  PRINTING_MESSAGES,
  PrinterBody,
  PrintingSettingsBody,
  PrintJobsQuery,
} from '@mise/contracts';
import { AREA_SCOPES } from '@mise/domain';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance';
import { access, tenantAuth } from '../../plugins/auth';
import { createFloorService } from '../floor/floor.service';
import { INVOICE_ACCESS } from '../invoices/invoices.routes';
import { attachPrintBridges } from './print-bridge-gateway';
import { createPrintQueue } from './print-queue';
import { createPrintingService } from './printing.service';

const BridgeParams = z.object({ id: z.uuid({ error: PRINTING_MESSAGES.bridgeNotFound }) });

/**
 * Settings → Printers (SETTINGS), the bridge's pairing (public, by one-time code), and the reprints
 * staff ask for from Orders (the orders' scopes) and Invoices (the receipt's).
 */
export default async function printingRoutes(app: AppInstance) {
  const printing = createPrintingService(app.deps);
  const queue = createPrintQueue(app.deps);
  attachPrintBridges(app.deps);
  const settings = { access: access.tenant(AREA_SCOPES.settings) };
  const tenantOf = (request: Parameters<typeof tenantAuth>[0]) => tenantAuth(request).tenantId;
  const sent = (jobs: number) => ({ message: PRINTING_MESSAGES.sentToPrinter, jobs });

  app.get('/printing/printers', { config: settings }, (request) => printing.listPrinters(tenantOf(request)));
  app.post('/printing/printers', { schema: { body: PrinterBody }, config: settings }, (request) =>
    printing.addPrinter(tenantOf(request), request.body),
  );
  app.put(
    '/printing/printers/:id',
    { schema: { params: IdParams, body: PrinterBody }, config: settings },
    (request) => printing.updatePrinter(tenantOf(request), request.params.id, request.body),
  );
  app.delete('/printing/printers/:id', { schema: { params: IdParams }, config: settings }, (request) =>
    printing.deletePrinter(tenantOf(request), request.params.id),
  );

  app.get('/printing/settings', { config: settings }, (request) => printing.getSettings(tenantOf(request)));
  app.put('/printing/settings', { schema: { body: PrintingSettingsBody }, config: settings }, (request) =>
    printing.saveSettings(tenantOf(request), request.body),
  );

  app.post('/printing/pairing-codes', { config: settings }, (request) =>
    printing.createPairingCode(tenantAuth(request)),
  );
  app.get('/printing/bridges', { config: settings }, (request) => printing.listBridges(tenantOf(request)));
  app.delete('/printing/bridges/:id', { schema: { params: BridgeParams }, config: settings }, (request) =>
    printing.revokeBridge(tenantAuth(request), request.params.id),
  );

  app.get('/printing/jobs', { schema: { querystring: PrintJobsQuery }, config: settings }, (request) =>
    printing.listJobs(tenantOf(request), request.query.limit),
  );
  app.post('/printing/jobs/:id/retry', { schema: { params: IdParams }, config: settings }, (request) =>
    printing.retryJob(tenantOf(request), request.params.id),
  );

  const orders = { access: access.tenant(AREA_SCOPES.orders) };
  app.post(
    '/printing/orders/:id/tickets',
    { schema: { params: IdParams }, config: orders },
    async (request) => sent(await queue.reprintTickets(tenantOf(request), request.params.id)),
  );
  const floor = createFloorService(app.deps);
  app.post('/printing/bills', { schema: { body: OrderIdsBody }, config: orders }, async (request) => {
    const printed = await queue.printBill(tenantOf(request), request.body.orderIds);
    // The floor shows the table's bill as printed (issue 18 §5).
    await floor.billPrinted(tenantOf(request), request.body.orderIds);
    return sent(printed);
  });
  app.post(
    '/printing/invoices/:id/receipt',
    { schema: { params: IdParams }, config: { access: access.tenant(INVOICE_ACCESS.receipt) } },
    async (request) => sent(await queue.reprintReceipt(tenantOf(request), request.params.id)),
  );

  app.post(
    '/print-bridge/pair',
    { schema: { body: PairBridgeBody }, config: { access: access.public } },
    (request) => printing.pair(request.body, request.ip),
  );
}
