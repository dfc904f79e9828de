import type {
  TMessageResponse,
  TPairingCode,
  TPrintBridge,
  TPrinter,
  TPrinterBody,
  TPrintingSettings,
  TPrintJob,
  TPrintSent,
} from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Printers, the print bridge and the job queue (modules/printing on the server). */

export const printingKey = ['printing'] as const;
export const printersKey = [...printingKey, 'printers'] as const;
export const printingSettingsKey = [...printingKey, 'settings'] as const;
export const bridgesKey = [...printingKey, 'bridges'] as const;
export const printJobsKey = [...printingKey, 'jobs'] as const;

export const getPrinters = () => api.get<TPrinter[]>('/printing/printers');
export const addPrinter = (body: TPrinterBody) => api.post<TMessageResponse>('/printing/printers', body);
export const updatePrinter = (id: number, body: TPrinterBody) =>
  api.put<TMessageResponse>(`/printing/printers/${id}`, body);
export const deletePrinter = (id: number) => api.delete<TMessageResponse>(`/printing/printers/${id}`);

export const getPrintingSettings = () => api.get<TPrintingSettings>('/printing/settings');
export const savePrintingSettings = (body: TPrintingSettings) =>
  api.put<TMessageResponse>('/printing/settings', body);

export const createPairingCode = () => api.post<TPairingCode>('/printing/pairing-codes');
export const getBridges = () => api.get<TPrintBridge[]>('/printing/bridges');
export const removeBridge = (id: string) => api.delete<TMessageResponse>(`/printing/bridges/${id}`);

export const getPrintJobs = () => api.get<TPrintJob[]>('/printing/jobs?limit=30');
export const retryPrintJob = (id: number) => api.post<TMessageResponse>(`/printing/jobs/${id}/retry`);

/** Reprints staff ask for: an order's kitchen tickets, the bill of orders, an invoice's receipt. */
export const printOrderTickets = (orderId: number) =>
  api.post<TPrintSent>(`/printing/orders/${orderId}/tickets`);
export const printBill = (orderIds: number[]) => api.post<TPrintSent>('/printing/bills', { orderIds });
export const printInvoiceReceipt = (invoiceId: number) =>
  api.post<TPrintSent>(`/printing/invoices/${invoiceId}/receipt`);

/** The screen shows what the bridge reports: printer states and jobs are polled while it is open. */
const LIVE = 5_000;

export const usePrinters = () =>
  useQuery({ queryKey: printersKey, queryFn: getPrinters, refetchInterval: LIVE });
export const usePrintingSettings = () =>
  useQuery({ queryKey: printingSettingsKey, queryFn: getPrintingSettings });
export const useBridges = () =>
  useQuery({ queryKey: bridgesKey, queryFn: getBridges, refetchInterval: LIVE });
export const usePrintJobs = () =>
  useQuery({ queryKey: printJobsKey, queryFn: getPrintJobs, refetchInterval: LIVE });
