import { staffCalls } from '../../contract.ts';
import { getDatabase } from '#server/db/client.ts';
import { searchAudit } from '../audit.ts';
import { defineStaffRoute } from './route.ts';

export const auditSearch = defineStaffRoute({
  ...staffCalls.audit,
  summary: 'Searches the audit log by actor, action, record and time, newest first, a page at a time',
  permission: 'audit.read',
  action: 'audit.search',
  handle: async ({ input }) => searchAudit(await getDatabase(), input),
});
