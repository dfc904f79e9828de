import { STATIONS_MESSAGES, type TStation } from '@mise/contracts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { forgetStation } from '../printing/printing.repository';
import * as repo from './stations.repository';

type StationInput = { name: string; categoryIds: number[] };

/** Kitchen stations: the store names them and routes categories to them; tickets follow (printing). */
export function createStationsService(deps: Pick<Deps, 'db'>) {
  const { db } = deps;

  /** Writes name and routing together; a taken name is a 409, another tenant's category a 400. */
  async function save(tenantId: number, stationId: number | null, input: StationInput) {
    const categoryIds = [...new Set(input.categoryIds)];
    try {
      return await db.transaction(async (tx) => {
        if ((await repo.countOwnCategories(tx, tenantId, categoryIds)) !== categoryIds.length) {
          throw badRequest(STATIONS_MESSAGES.categoryNotFound);
        }
        let id = stationId;
        if (id === null) id = await repo.insertStation(tx, tenantId, input.name);
        else if (!(await repo.renameStation(tx, tenantId, id, input.name))) {
          throw notFound(STATIONS_MESSAGES.stationNotFound);
        }
        await repo.routeCategories(tx, tenantId, id, categoryIds);
        return id;
      });
    } catch (error) {
      if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(STATIONS_MESSAGES.stationExists);
      throw error;
    }
  }

  return {
    list: (tenantId: number): Promise<TStation[]> => repo.listStations(db, tenantId),

    async add(tenantId: number, input: StationInput) {
      const id = await save(tenantId, null, input);
      return { message: STATIONS_MESSAGES.stationSaved, id };
    },

    async update(tenantId: number, stationId: number, input: StationInput) {
      await save(tenantId, stationId, input);
      return { message: STATIONS_MESSAGES.stationSaved };
    },

    async remove(tenantId: number, stationId: number) {
      const deleted = await db.transaction(async (tx) => {
        if (!(await repo.deleteStation(tx, tenantId, stationId))) return false;
        await forgetStation(tx, tenantId, stationId);
        return true;
      });
      if (!deleted) throw notFound(STATIONS_MESSAGES.stationNotFound);
      return { message: STATIONS_MESSAGES.stationDeleted };
    },
  };
}

export type StationsService = ReturnType<typeof createStationsService>;
