import type {
  TCategory,
  TPaymentType,
  TPrintSetting,
  TStoreSetting,
  TStoreTable,
  TTax,
} from '@mise/contracts';
import { isTaxType, type TaxType } from '@mise/domain';
import type { Deps } from '../../deps';
import { notFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/audit-recorder';
import { isImageUsedElsewhere } from '../menu-items/menu-items.repository';
import { deletePhoto, processPhoto, storePhoto } from '../menu-items/photo-storage';
import * as repo from './settings.repository';
import { encodeTableRef } from './table-reference';

/** Rules of the settings area: store details, printing, tables, categories, taxes, payment types. */

export interface StoreSettingInput {
  storeName: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  currency: string;
  timezone?: string;
  isQRMenuEnabled?: boolean;
  isQROrderEnabled?: boolean;
}

export interface PrintSettingInput {
  pageFormat: number;
  header: string | null;
  footer: string | null;
  showNotes: boolean;
  isEnablePrint: boolean;
  showStoreDetails: boolean;
  showCustomerDetails: boolean;
  printToken: boolean;
}

export interface StoreTableInput {
  title: string;
  floor: string;
  seatingCapacity: number;
}

export interface TaxInput {
  title: string;
  /** Hundredths of a percent (the contract parses the wire's 7.25 to 725). */
  rateBasisPoints: number;
  type: TaxType;
}

/** The public menu link of a store: {PUBLIC_URL}/m/{code}. */
export function qrMenuUrl(publicUrl: string, uniqueQrCode: string): string {
  return `${publicUrl}/m/${encodeURIComponent(uniqueQrCode)}`;
}

const toPercent = (basisPoints: number) => basisPoints / 100;

export function createSettingsService(deps: Deps) {
  const { db, signer, config, uploadsDir, log } = deps;

  async function releaseImage(tenantId: number, image: string | null) {
    if (!image || (await isImageUsedElsewhere(db, tenantId, image, null))) return;
    try {
      await deletePhoto(uploadsDir, tenantId, image);
    } catch (error) {
      log.warn({ err: error, image }, 'could not delete a replaced store logo');
    }
  }

  return {
    async getStoreSetting(tenantId: number): Promise<TStoreSetting> {
      const row = await repo.findStoreSettings(db, tenantId);
      if (!row) throw notFound('Store settings not found!');
      return {
        storeName: row.storeName,
        address: row.address,
        phone: row.phone,
        email: row.email,
        currency: row.currency,
        image: row.image,
        timezone: row.timezone,
        isQRMenuEnabled: row.isQrMenuEnabled,
        isQROrderEnabled: row.isQrOrderEnabled,
        uniqueQRCode: row.uniqueQrCode,
        qrMenuUrl: qrMenuUrl(config.publicUrl, row.uniqueQrCode),
      };
    },

    async saveStoreSetting(tenantId: number, input: StoreSettingInput) {
      const saved = await repo.updateStoreSettings(db, tenantId, {
        storeName: input.storeName,
        address: input.address,
        phone: input.phone,
        email: input.email,
        currency: input.currency,
        timezone: input.timezone,
        isQrMenuEnabled: input.isQRMenuEnabled,
        isQrOrderEnabled: input.isQROrderEnabled,
      });
      if (!saved) throw notFound('Store settings not found!');
      return { message: 'Store settings saved!' };
    },

    /**
     * The store's logo: on receipts (printed from the browser and by the print bridge) and the QR
     * menu. Stored like a menu photo; the one it replaces is deleted unless a dish uses it.
     */
    async uploadLogo(tenantId: number, upload: Buffer) {
      const photo = await processPhoto(upload);
      const image = await storePhoto(uploadsDir, tenantId, photo);
      const replaced = await repo.replaceStoreImage(db, tenantId, image);
      if (!replaced) throw notFound('Store settings not found!');
      if (replaced.previous !== image) await releaseImage(tenantId, replaced.previous);
      return { message: 'Logo uploaded!', image };
    },

    async removeLogo(tenantId: number) {
      const replaced = await repo.replaceStoreImage(db, tenantId, null);
      if (!replaced) throw notFound('Store settings not found!');
      await releaseImage(tenantId, replaced.previous);
      return { message: 'Logo removed!' };
    },

    async getPrintSetting(tenantId: number): Promise<TPrintSetting> {
      const row = await repo.findPrintSettings(db, tenantId);
      // A tenant without a row prints with the defaults every new store starts with.
      return {
        pageFormat: row?.pageFormat ?? 80,
        header: row?.header ?? null,
        footer: row?.footer ?? null,
        showNotes: row?.showNotes ?? true,
        isEnablePrint: row?.isEnablePrint ?? false,
        showStoreDetails: row?.showStoreDetails ?? true,
        showCustomerDetails: row?.showCustomerDetails ?? true,
        printToken: row?.printToken ?? true,
      };
    },

    async savePrintSetting(tenantId: number, input: PrintSettingInput) {
      await repo.savePrintSettings(db, tenantId, input);
      return { message: 'Print settings saved!' };
    },

    async listStoreTables(tenantId: number): Promise<TStoreTable[]> {
      const rows = await repo.listStoreTables(db, tenantId);
      return rows.map((row) => ({
        id: row.id,
        table_title: row.tableTitle,
        floor: row.floor,
        seating_capacity: row.seatingCapacity,
        encrypted_id: encodeTableRef(signer, tenantId, row.id),
      }));
    },

    async addStoreTable(tenantId: number, input: StoreTableInput) {
      const id = await repo.insertStoreTable(db, tenantId, tableValues(input));
      return { message: 'Table added!', id };
    },

    async updateStoreTable(tenantId: number, tableId: number, input: StoreTableInput) {
      if (!(await repo.updateStoreTable(db, tenantId, tableId, tableValues(input)))) {
        throw notFound('Table not found!');
      }
      return { message: 'Table updated!' };
    },

    async deleteStoreTable(tenantId: number, tableId: number) {
      if (!(await repo.deleteStoreTable(db, tenantId, tableId))) throw notFound('Table not found!');
      return { message: 'Table deleted!' };
    },

    async listCategories(tenantId: number): Promise<TCategory[]> {
      const rows = await repo.listCategories(db, tenantId);
      return rows.map((row) => ({ id: row.id, title: row.title, items_count: row.itemsCount }));
    },

    async addCategory(tenantId: number, title: string) {
      const id = await repo.insertCategory(db, tenantId, title);
      return { message: 'Category added!', id };
    },

    async updateCategory(tenantId: number, categoryId: number, title: string) {
      if (!(await repo.updateCategory(db, tenantId, categoryId, title)))
        throw notFound('Category not found!');
      return { message: 'Category updated!' };
    },

    async deleteCategory(tenantId: number, categoryId: number) {
      if (!(await repo.deleteCategory(db, tenantId, categoryId))) throw notFound('Category not found!');
      return { message: 'Category deleted! Its items now have no category.' };
    },

    async listTaxes(tenantId: number): Promise<TTax[]> {
      const rows = await repo.listTaxes(db, tenantId);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        rate: toPercent(row.rateBasisPoints),
        // Only the two known types are ever written; anything else would price as no tax.
        type: isTaxType(row.type) ? row.type : 'exclusive',
        items_count: row.itemsCount,
      }));
    },

    // Tax changes move every price with the tax: each goes to the audit log with the action.
    async addTax(actor: AuditActor, input: TaxInput) {
      const id = await db.transaction(async (tx) => {
        const added = await repo.insertTax(tx, actor.tenantId, input);
        await recordAudit(tx, actor, {
          action: 'tax_change',
          subject: input.title,
          details: taxDetails('added', input),
        });
        return added;
      });
      return { message: 'Tax added!', id };
    },

    async updateTax(actor: AuditActor, taxId: number, input: TaxInput) {
      await db.transaction(async (tx) => {
        const before = await repo.findTax(tx, actor.tenantId, taxId);
        if (!before || !(await repo.updateTax(tx, actor.tenantId, taxId, input)))
          throw notFound('Tax not found!');
        await recordAudit(tx, actor, {
          action: 'tax_change',
          subject: input.title,
          details: {
            ...taxDetails('changed', input),
            old_rate: before.rateBasisPoints / 100,
            old_type: before.type,
          },
        });
      });
      return { message: 'Tax updated!' };
    },

    async deleteTax(actor: AuditActor, taxId: number) {
      await db.transaction(async (tx) => {
        const before = await repo.findTax(tx, actor.tenantId, taxId);
        if (!before || !(await repo.deleteTax(tx, actor.tenantId, taxId))) throw notFound('Tax not found!');
        await recordAudit(tx, actor, {
          action: 'tax_change',
          subject: before.title,
          details: { change: 'deleted', old_rate: before.rateBasisPoints / 100, old_type: before.type },
        });
      });
      return { message: 'Tax deleted! Its items now have no tax.' };
    },

    async listPaymentTypes(tenantId: number): Promise<TPaymentType[]> {
      const rows = await repo.listPaymentTypes(db, tenantId);
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        is_active: row.isActive,
        is_cash: row.isCash,
      }));
    },

    async addPaymentType(tenantId: number, input: { title: string; isActive: boolean; isCash?: boolean }) {
      const id = await repo.insertPaymentType(db, tenantId, {
        ...input,
        isCash: input.isCash ?? /cash/i.test(input.title),
      });
      return { message: 'Payment type added!', id };
    },

    async updatePaymentType(
      tenantId: number,
      paymentTypeId: number,
      input: { title: string; isActive: boolean; isCash?: boolean },
    ) {
      if (!(await repo.updatePaymentType(db, tenantId, paymentTypeId, input))) {
        throw notFound('Payment type not found!');
      }
      return { message: 'Payment type updated!' };
    },

    async togglePaymentType(tenantId: number, paymentTypeId: number, isActive: boolean) {
      if (!(await repo.updatePaymentType(db, tenantId, paymentTypeId, { isActive }))) {
        throw notFound('Payment type not found!');
      }
      return { message: isActive ? 'Payment type activated!' : 'Payment type deactivated!' };
    },

    async deletePaymentType(tenantId: number, paymentTypeId: number) {
      if (!(await repo.deletePaymentType(db, tenantId, paymentTypeId))) {
        throw notFound('Payment type not found!');
      }
      return { message: 'Payment type deleted!' };
    },
  };
}

function tableValues(input: StoreTableInput): repo.StoreTableValues {
  return { tableTitle: input.title, floor: input.floor, seatingCapacity: input.seatingCapacity };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

function taxDetails(change: string, input: TaxInput) {
  return { change, rate: input.rateBasisPoints / 100, type: input.type };
}
