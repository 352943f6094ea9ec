import { staffCalls } from '../../../lib/api/contract/staff.ts';
import { getDatabase } from '../../db/client.ts';
import { searchAudit } from '../../staff/audit.ts';
import { defineStaffRoute } from './route.ts';

export const auditSearch = defineStaffRoute({
  ...staffCalls.audit,
  summary: 'Searches the audit log by actor, action, record and time, newest first, a page at a time',
  permission: 'audit.read',
  action: 'audit.search',
  handle: async ({ input }) => searchAudit(await getDatabase(), input),
});
