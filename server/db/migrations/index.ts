// Migrations are listed here (not discovered on disk) so they work from any bundle.
// Names sort by time; never edit a migration once it has been applied.
import type { Migration } from 'kysely'
import * as createContent from './202611221900_create_content.ts'
import * as createMember from './202611221910_create_member.ts'
import * as createVisitorMessaging from './202611221920_create_visitor_messaging.ts'
import * as createSearch from './202611221930_create_search.ts'
import * as createPlasmid from './202611222000_create_plasmid.ts'
import * as createAccount from './202611222100_create_account.ts'
import * as createCrisprJob from './202611222200_create_crispr_job.ts'
import * as plasmidListIndexWithId from './202611230200_plasmid_list_index_with_id.ts'
import * as plasmidListJson from './202611231800_plasmid_list_json.ts'
import * as memberPhoneVerification from './202611251000_member_phone_verification.ts'
import * as createOrders from './202611251100_create_orders.ts'
import * as orderListCoveringIndex from './202611251200_order_list_covering_index.ts'
import * as createStaff from './202611251200_create_staff.ts'
import * as createAuditLog from './202611251210_create_audit_log.ts'
import * as adSchedule from './202611251220_ad_schedule.ts'
import * as inboxHandling from './202611251230_inbox_handling.ts'
import * as statusHistoryStaffActor from './202611251300_status_history_staff_actor.ts'
import * as plasmidFilterValue from './202611251600_plasmid_filter_value.ts'
import * as orderListIndexAllColumns from './202611251700_order_list_index_all_columns.ts'
import * as uploadedFileChecksum from './202611271900_uploaded_file_checksum.ts'
import * as newsArticleStatus from './202611272300_news_article_status.ts'
import * as plasmidPriceDecimal from './202611280000_plasmid_price_decimal.ts'
import * as plasmidStatus from './202611280100_plasmid_status.ts'
import * as createDeliverables from './202611280200_create_deliverables.ts'
import * as createFapiao from './202611280300_create_fapiao.ts'
import * as createOrderMessage from './202611280400_create_order_message.ts'
import * as createConsentsAndLogins from './202611281000_create_consents_and_logins.ts'
import * as accountDeletion from './202611281100_account_deletion.ts'
import * as crisprModelStampAndShare from './202611281200_crispr_model_stamp_and_share.ts'
import * as deliverableUploadClaim from './202611291000_deliverable_upload_claim.ts'

export const migrations: Record<string, Migration> = {
  '202611221900_create_content': createContent,
  '202611221910_create_member': createMember,
  '202611221920_create_visitor_messaging': createVisitorMessaging,
  '202611221930_create_search': createSearch,
  '202611222000_create_plasmid': createPlasmid,
  '202611222100_create_account': createAccount,
  '202611222200_create_crispr_job': createCrisprJob,
  '202611230200_plasmid_list_index_with_id': plasmidListIndexWithId,
  '202611231800_plasmid_list_json': plasmidListJson,
  '202611251000_member_phone_verification': memberPhoneVerification,
  '202611251100_create_orders': createOrders,
  '202611251200_order_list_covering_index': orderListCoveringIndex,
  '202611251200_create_staff': createStaff,
  '202611251210_create_audit_log': createAuditLog,
  '202611251220_ad_schedule': adSchedule,
  '202611251230_inbox_handling': inboxHandling,
  '202611251300_status_history_staff_actor': statusHistoryStaffActor,
  '202611251600_plasmid_filter_value': plasmidFilterValue,
  '202611251700_order_list_index_all_columns': orderListIndexAllColumns,
  '202611271900_uploaded_file_checksum': uploadedFileChecksum,
  '202611272300_news_article_status': newsArticleStatus,
  '202611280000_plasmid_price_decimal': plasmidPriceDecimal,
  '202611280100_plasmid_status': plasmidStatus,
  '202611280200_create_deliverables': createDeliverables,
  '202611280300_create_fapiao': createFapiao,
  '202611280400_create_order_message': createOrderMessage,
  '202611281000_create_consents_and_logins': createConsentsAndLogins,
  '202611281100_account_deletion': accountDeletion,
  '202611281200_crispr_model_stamp_and_share': crisprModelStampAndShare,
  '202611291000_deliverable_upload_claim': deliverableUploadClaim,
}
