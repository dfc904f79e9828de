import { describe, expect, it } from 'vitest';
import { Signer } from '../../lib/crypto';
import { decodeTableRef, encodeTableRef } from './table-reference';

const signer = new Signer('a-test-secret-that-is-long-enough-0123456789');

describe('table references', () => {
  it('round-trips the tenant and the table, and is safe in a URL as it is', () => {
    const ref = encodeTableRef(signer, 12, 345);
    expect(ref).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(decodeTableRef(signer, ref)).toEqual({ tenantId: 12, tableId: 345 });
  });

  it('refuses a reference whose payload was changed to another table', () => {
    const ref = encodeTableRef(signer, 12, 345);
    const [, mac] = ref.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ t: 12, i: 346 })).toString('base64url');
    expect(decodeTableRef(signer, `${forgedPayload}.${mac}`)).toBeNull();
  });

  it('refuses a reference signed with another secret or for another purpose', () => {
    const other = new Signer('another-secret-that-is-also-long-enough-987654');
    expect(decodeTableRef(signer, encodeTableRef(other, 12, 345))).toBeNull();
    expect(decodeTableRef(signer, signer.sign('access', { t: 12, i: 345 }))).toBeNull();
  });

  it.each([undefined, null, '', '12', 'abc.def', '.', 'x'.repeat(5000)])('refuses %j', (ref) => {
    expect(decodeTableRef(signer, ref as string | null | undefined)).toBeNull();
  });

  it('refuses a correctly signed payload that does not name a table', () => {
    for (const payload of [{ t: 1 }, { t: 1, i: -2 }, { t: '1', i: 2 }, { t: 1, i: 1.5 }, [1, 2]]) {
      expect(decodeTableRef(signer, signer.sign('table', payload))).toBeNull();
    }
  });
});
