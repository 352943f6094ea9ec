import { defineRoutes } from '#server/api/route.ts';
import { enrolmentBegin, enrolmentConfirm, inviteAccept, me, signIn, signOut } from './account.ts';
import { auditSearch } from './audit.ts';
import {
  inventoryCapacity,
  inventoryList,
  inventoryPrice,
  inventoryProductList,
  inventoryStopSell,
  inventoryTerms,
} from './inventory.ts';
import { invite, members, remove, revokeSession } from './members.ts';
import { moderationActRoute, moderationQueueRoute } from './moderation.ts';
import { orderCancel, orderDetail, orderRefund, orderResend, orderSearch, orderTopUp } from './orders.ts';
import { voucherCheckIn } from './vouchers.ts';

/** The staff side (decisions 0075 and 0076): sign-in with a second factor, administration, the audit log, the door. */
export const staffRoutes = defineRoutes(
  enrolmentBegin,
  enrolmentConfirm,
  signIn,
  inviteAccept,
  me,
  signOut,
  members,
  invite,
  remove,
  revokeSession,
  auditSearch,
  voucherCheckIn,
  moderationQueueRoute,
  moderationActRoute,
  orderSearch,
  orderDetail,
  orderCancel,
  orderRefund,
  orderResend,
  orderTopUp,
  inventoryProductList,
  inventoryList,
  inventoryStopSell,
  inventoryPrice,
  inventoryCapacity,
  inventoryTerms,
);
