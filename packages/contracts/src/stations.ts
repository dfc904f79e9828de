import { z } from 'zod';
import { id, requiredText } from './common';

/** Kitchen stations (issue 18 §3, its first part): where a category's tickets go (Kitchen, Bar, Pastry…). */
export const STATIONS_MESSAGES = {
  stationName: 'Please enter the station name!',
  stationExists: 'A station with this name already exists!',
  stationNotFound: 'Station not found!',
  stationSaved: 'Station saved!',
  stationDeleted: 'Station deleted!',
  categoryNotFound: 'Category not found!',
} as const;

/** POST /stations, PUT /stations/{id}: its name and the categories whose tickets go to it. */
export const StationBody = z.object({
  name: requiredText(STATIONS_MESSAGES.stationName, 60),
  /** A category belongs to one station at most: listing it here moves it from any other. */
  categoryIds: z.array(id(STATIONS_MESSAGES.categoryNotFound)).max(500).default([]),
});
export type TStationBody = z.input<typeof StationBody>;

export interface TStation {
  id: number;
  name: string;
  categoryIds: number[];
}
