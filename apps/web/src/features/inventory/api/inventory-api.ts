import type {
  TIngredient,
  TIngredientBody,
  TInventoryReport,
  TInventorySettings,
  TMessageResponse,
  TMovementBody,
  TRecipe,
  TRecipeBody,
  TStockAlerts,
  TStockMovement,
} from '@mise/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, query } from '../../../lib/api-client';
import { useLiveRefetch } from '../../../lib/use-live-query';

/** Stock (modules/inventory on the server): ingredients, movements, recipes, settings, report, alerts. */

export const inventoryKey = ['inventory'] as const;
export const ingredientsKey = [...inventoryKey, 'ingredients'] as const;
export const ingredientKey = (id: number) => [...ingredientsKey, id] as const;
export const movementsKey = (id: number) => [...ingredientsKey, id, 'movements'] as const;
export const recipeKey = (itemId: number) => [...inventoryKey, 'recipe', itemId] as const;
export const inventorySettingsKey = [...inventoryKey, 'settings'] as const;
export const inventoryReportKey = (period: Record<string, string>) =>
  [...inventoryKey, 'report', period] as const;
export const stockAlertsKey = [...inventoryKey, 'alerts'] as const;

export const getIngredients = () => api.get<TIngredient[]>('/ingredients');
export const getIngredient = (id: number) => api.get<TIngredient>(`/ingredients/${id}`);
export const addIngredient = (body: TIngredientBody) =>
  api.post<TMessageResponse & { id: number }>('/ingredients', body);
export const updateIngredient = (id: number, body: TIngredientBody) =>
  api.put<TMessageResponse>(`/ingredients/${id}`, body);
export const deleteIngredient = (id: number) => api.delete<TMessageResponse>(`/ingredients/${id}`);
export const getMovements = (id: number) => api.get<TStockMovement[]>(`/ingredients/${id}/movements`);
export const recordMovement = (id: number, body: TMovementBody) =>
  api.post<TMessageResponse & { ingredient: TIngredient }>(`/ingredients/${id}/movements`, body);
export const getRecipe = (itemId: number) => api.get<TRecipe>(`/menu-items/${itemId}/recipe`);
export const saveRecipe = (itemId: number, body: TRecipeBody) =>
  api.put<TMessageResponse>(`/menu-items/${itemId}/recipe`, body);
export const getInventorySettings = () => api.get<TInventorySettings>('/inventory/settings');
export const saveInventorySettings = (body: TInventorySettings) =>
  api.put<TMessageResponse>('/inventory/settings', body);
export const getInventoryReport = (period: Record<string, string>) =>
  api.get<TInventoryReport>(`/inventory/report${query(period)}`);
export const getStockAlerts = () => api.get<TStockAlerts>('/inventory/alerts');

/** The ingredient list, following sales and movements made elsewhere. */
export function useIngredients() {
  useLiveRefetch(ingredientsKey, { events: ['stock_alert', 'new_order'] });
  return useQuery({ queryKey: ingredientsKey, queryFn: getIngredients });
}

export function useIngredient(id: number) {
  return useQuery({ queryKey: ingredientKey(id), queryFn: () => getIngredient(id) });
}

export function useMovements(id: number) {
  return useQuery({ queryKey: movementsKey(id), queryFn: () => getMovements(id) });
}

export function useRecipe(itemId: number) {
  return useQuery({ queryKey: recipeKey(itemId), queryFn: () => getRecipe(itemId) });
}

export function useInventorySettings() {
  return useQuery({ queryKey: inventorySettingsKey, queryFn: getInventorySettings });
}

export function useInventoryReport(period: Record<string, string>) {
  return useQuery({ queryKey: inventoryReportKey(period), queryFn: () => getInventoryReport(period) });
}

/** What is running low, live: an ingredient crossing its low level anywhere refetches it. */
export function useStockAlerts() {
  useLiveRefetch(stockAlertsKey, { events: ['stock_alert'] });
  return useQuery({ queryKey: stockAlertsKey, queryFn: getStockAlerts });
}
