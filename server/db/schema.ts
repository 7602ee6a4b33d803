// Kysely's view of the database. Columns are snake_case in SQL and camelCase here
// (CamelCasePlugin converts). Change this file in the same commit as its migration.
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely'
import type { StaffRole } from '#common/schemas/admin-auth.ts'

/** ISO-8601 UTC text on both dialects, so values read back identically. */
type Timestamp = ColumnType<string, string | undefined, string>
/** A column with a database default: optional on insert. */
type Defaulted<T> = ColumnType<T, T | undefined, T>

export interface CategoryTable {
  /** Seeded with explicit ids (the footer links to 232, 280, 285); generated for new ones. */
  id: Generated<number>
  pid: Defaulted<number>
  catname: string
  encatname: Defaulted<string>
  /** Content model of the category's items: 'article' | 'news' | 'job' | 'page'. */
  molds: Defaulted<string>
  /** Navigation type, see common/category-routing.ts. */
  type: Defaulted<number>
  gourl: Defaulted<string>
  /** 1 = featured. */
  trait: Defaulted<number>
  litpicm: Defaulted<string>
  orderType: Defaulted<number>
  /** Short introduction shown under the category header. */
  description: Defaulted<string>
  body: Defaulted<string>
  youshi: Defaulted<string>
  sort: Defaulted<number>
  seoTitle: Defaulted<string>
  seoKeywords: Defaulted<string>
  seoDescription: Defaulted<string>
}

export interface ArticleTable {
  id: Generated<number>
  tid: number
  title: string
  description: Defaulted<string>
  body: Defaulted<string>
  keywords: Defaulted<string>
  litpic: Defaulted<string>
  /** 1 = shown in the home page's recommended-services grid. */
  isRecommended: Defaulted<number>
  sort: Defaulted<number>
  /** 1 = shown on the public site, 0 = hidden by an editor. */
  status: Defaulted<number>
  createTime: Timestamp
  updateTime: Timestamp
}

export interface NewsTable {
  id: Generated<number>
  tid: number
  title: string
  description: Defaulted<string>
  body: Defaulted<string>
  litpic: Defaulted<string>
  /** 1 = shown on the public site, 0 = hidden by an editor. */
  status: Defaulted<number>
  createTime: Timestamp
  updateTime: Timestamp
}

export interface JobTable {
  id: Generated<number>
  /** 0 = enterprise (experienced hire), 1 = school (campus) recruitment. */
  kind: Defaulted<number>
  title: string
  leixing: Defaulted<string>
  didian: Defaulted<string>
  renshu: Defaulted<number>
  body: Defaulted<string>
  createTime: Timestamp
}

export interface WelfareTable {
  id: Generated<number>
  title: Defaulted<string>
  litpic: Defaulted<string>
  body: Defaulted<string>
  sort: Defaulted<number>
}

export interface WorkPlaceTable {
  id: Generated<number>
  title: string
  /** The address line of the work place. */
  keywords: Defaulted<string>
  sort: Defaulted<number>
}

export interface AdTable {
  id: Generated<number>
  /** Ad slot; 1 = home carousel. */
  positionId: Defaulted<number>
  name: string
  adfile: Defaulted<string>
  body: Defaulted<string>
  isShowbody: Defaulted<number>
  gourl: Defaulted<string>
  /** Only status 1 is shown, and only inside the optional window [startTime, endTime). */
  status: Defaulted<number>
  sort: Defaulted<number>
  startTime: ColumnType<string | null, string | null | undefined, string | null>
  endTime: ColumnType<string | null, string | null | undefined, string | null>
}

/** Website settings as name/value pairs (xxl_title, xxl_tel, …; spec §3). */
export interface SiteSettingTable {
  name: string
  value: Defaulted<string>
}

/** Named HTML blocks: about text, advantages, certifications, privacy policy. */
export interface ContentBlockTable {
  key: string
  title: Defaulted<string>
  body: Defaulted<string>
  litpic: Defaulted<string>
  sort: Defaulted<number>
}

export interface MemberTable {
  id: Generated<number>
  email: string
  passwordHash: string
  /** 0 until the activation e-mail's link is followed. */
  isActive: Defaulted<number>
  /** When the account was first activated; null for a registration never activated. */
  activateTime: ColumnType<string | null, string | null | undefined, string | null>
  username: Defaulted<string>
  fname: Defaulted<string>
  lname: Defaulted<string>
  company: Defaulted<string>
  department: Defaulted<string>
  fapiaoTitle: Defaulted<string>
  /** Mobile number; an SMS-login credential only once confirmed by a code (telVerified 1). */
  tel: Defaulted<string>
  telVerified: Defaulted<number>
  tel2: Defaulted<string>
  phone1: Defaulted<string>
  phone: Defaulted<string>
  piEmail: Defaulted<string>
  piFname: Defaulted<string>
  piLname: Defaulted<string>
  /** Acquisition channel 0–7 (spec §3). */
  road: Defaulted<number>
  isSendup: Defaulted<number>
  comCode: Defaulted<string>
  country: Defaulted<number>
  provinceId: Defaulted<number>
  cityId: Defaulted<number>
  address: Defaulted<string>
  zip: Defaulted<string>
  createTime: Timestamp
  updateTime: Timestamp
  /**
   * When the customer's account was deleted; the row then only anchors the orders kept for
   * the company's records, with every personal column cleared (server/modules/privacy).
   */
  deletedTime: ColumnType<string | null, string | null | undefined, string | null>
}

/** A visitor's booking from a service page (spec §7 onlinebook/addBook). */
export interface BookingTable {
  id: Generated<number>
  /** Article id and category id of the service page it was sent from. */
  aid: Defaulted<number>
  tid: Defaulted<number>
  productTitle: Defaulted<string>
  name: string
  phone: string
  email: Defaulted<string>
  company: Defaulted<string>
  remark: Defaulted<string>
  sourcePage: Defaulted<string>
  ip: Defaulted<string>
  /** 0 new, 1 handled by staff. */
  status: Defaulted<number>
  /** The staff's note, who marked it handled (e-mail) and when. */
  note: Defaulted<string>
  handledBy: Defaulted<string>
  handledTime: ColumnType<string | null, string | null | undefined, string | null>
  createTime: string
}

export interface ContactMessageTable {
  id: Generated<number>
  fname: string
  lname: string
  email: string
  industry: Defaulted<string>
  country: Defaulted<string>
  zipcode: Defaulted<string>
  company: Defaulted<string>
  body: Defaulted<string>
  sourcePage: Defaulted<string>
  ip: Defaulted<string>
  status: Defaulted<number>
  /** The staff's note, who marked it handled (e-mail) and when. */
  note: Defaulted<string>
  handledBy: Defaulted<string>
  handledTime: ColumnType<string | null, string | null | undefined, string | null>
  createTime: string
}

/** Buy inquiry from a product page (spec §3 'Buy inquiry'). */
export interface InquiryTable {
  id: Generated<number>
  productName: string
  location: Defaulted<string>
  name: string
  unit: Defaulted<string>
  phone: string
  email: string
  address: Defaulted<string>
  sourcePage: Defaulted<string>
  ip: Defaulted<string>
  status: Defaulted<number>
  /** The staff's note, who marked it handled (e-mail) and when. */
  note: Defaulted<string>
  handledBy: Defaulted<string>
  handledTime: ColumnType<string | null, string | null | undefined, string | null>
  createTime: string
}

export type OutboxStatus = 'pending' | 'sent' | 'failed' | 'logged'

/** Every e-mail the site sends; without SMTP it stays here with status 'logged'. */
export interface MailOutboxTable {
  id: Generated<number>
  toAddress: string
  subject: string
  textBody: Defaulted<string>
  htmlBody: Defaulted<string>
  status: Defaulted<OutboxStatus>
  attempts: Defaulted<number>
  lastError: Defaulted<string>
  createTime: string
  sentTime: ColumnType<string | null, string | null | undefined, string | null>
}

/** Every SMS the site sends; the development provider only writes here. */
export interface SmsOutboxTable {
  id: Generated<number>
  phone: string
  content: string
  provider: Defaulted<string>
  status: Defaulted<OutboxStatus>
  lastError: Defaulted<string>
  createTime: string
}

/** One-time codes sent by SMS or e-mail, stored hashed. */
export interface VerificationCodeTable {
  id: Generated<number>
  purpose: string
  /** Phone number or e-mail address the code was sent to. */
  target: string
  codeHash: string
  attempts: Defaulted<number>
  expiresAt: string
  consumedAt: ColumnType<string | null, string | null | undefined, string | null>
  createTime: string
}

/** Image and slider captchas: the answer never leaves the server. */
export interface CaptchaChallengeTable {
  id: string
  kind: string
  answer: string
  attempts: Defaulted<number>
  expiresAt: string
  passedAt: ColumnType<string | null, string | null | undefined, string | null>
  consumedAt: ColumnType<string | null, string | null | undefined, string | null>
  createTime: string
}

export interface DB {
  category: CategoryTable
  article: ArticleTable
  news: NewsTable
  job: JobTable
  welfare: WelfareTable
  workPlace: WorkPlaceTable
  ad: AdTable
  siteSetting: SiteSettingTable
  contentBlock: ContentBlockTable
  member: MemberTable
  booking: BookingTable
  contactMessage: ContactMessageTable
  inquiry: InquiryTable
  mailOutbox: MailOutboxTable
  smsOutbox: SmsOutboxTable
  verificationCode: VerificationCodeTable
  captchaChallenge: CaptchaChallengeTable
  searchDocument: SearchDocumentTable
  plasmidSequence: PlasmidSequenceTable
  plasmid: PlasmidTable
  plasmidFilterValue: PlasmidFilterValueTable
  memberSession: MemberSessionTable
  activationToken: ActivationTokenTable
  address: AddressTable
  crisprJob: CrisprJobTable
  crisprResult: CrisprResultTable
  crisprShare: CrisprShareTable
  orderSequence: OrderSequenceTable
  serviceOrder: ServiceOrderTable
  orderSample: OrderSampleTable
  cellLineOrder: CellLineOrderTable
  uploadedFile: UploadedFileTable
  orderStatusHistory: OrderStatusHistoryTable
  staff: StaffTable
  staffSession: StaffSessionTable
  auditLog: AuditLogTable
  orderMessage: OrderMessageTable
  fapiaoProfile: FapiaoProfileTable
  fapiaoRequest: FapiaoRequestTable
  orderDeliverable: OrderDeliverableTable
  deliverableDownload: DeliverableDownloadTable
  deliverableUpload: DeliverableUploadTable
  deliverableUploadPart: DeliverableUploadPartTable
  privacyPolicyVersion: PrivacyPolicyVersionTable
  memberConsent: MemberConsentTable
  memberLogin: MemberLoginTable
}

export type Category = Selectable<CategoryTable>
export type NewCategory = Insertable<CategoryTable>
export type Article = Selectable<ArticleTable>
export type NewArticle = Insertable<ArticleTable>
export type NewNews = Insertable<NewsTable>
export type NewJob = Insertable<JobTable>
export type NewWelfare = Insertable<WelfareTable>
export type NewWorkPlace = Insertable<WorkPlaceTable>
export type NewAd = Insertable<AdTable>
export type NewSiteSetting = Insertable<SiteSettingTable>
export type NewContentBlock = Insertable<ContentBlockTable>
export type NewMember = Insertable<MemberTable>

/**
 * The site search index: the plain text of one article, news item or plasmid
 * (server/modules/search). Kinds as SEARCH_KINDS in common/schemas/search.ts.
 */
export interface SearchDocumentTable {
  id: Generated<number>
  kind: 'article' | 'news' | 'plasmid'
  /** Id of the indexed row in its own table; unique per kind. */
  refId: number
  title: string
  /** HTML stripped, whitespace collapsed. */
  bodyText: string
  /** Canonical page of the item. */
  url: string
  /** Newest first among results of equal rank. */
  sortTime: string
}

/** A vector's sequence and map features, stored once however many catalogue entries use it. */
export interface PlasmidSequenceTable {
  id: Generated<number>
  /** The GenBank file it was read from; the seed's key. */
  sourceFile: string
  topology: Defaulted<'circular' | 'linear'>
  /** Upper-case bases. */
  sequence: string
  /** JSON of PlasmidFeature[] (server/modules/plasmids/genbank/model.ts), curated and automatic. */
  features: Defaulted<string>
}

/** A catalogue entry with every field of spec §3 'Plasmid detail'. */
export interface PlasmidTable {
  id: Generated<number>
  itemNo: string
  name: string
  /** CNY. */
  price: Defaulted<number>
  /** bp. */
  size: Defaulted<number>
  specification: Defaulted<string>
  alias: Defaulted<string>
  promoter: Defaulted<string>
  replicon: Defaulted<string>
  terminator: Defaulted<string>
  classification: Defaulted<string>
  tag: Defaulted<string>
  nuclearResistance: Defaulted<string>
  eukaryoticResistance: Defaulted<string>
  cloneStrain: Defaulted<string>
  cultureCondition: Defaulted<string>
  expressionHost: Defaulted<string>
  selectionMarker: Defaulted<string>
  inducedWay: Defaulted<string>
  threeSequencePrimer: Defaulted<string>
  fiveSequencePrimer: Defaulted<string>
  remark: Defaulted<string>
  plasmidType: Defaulted<string>
  plasmidSpecies: Defaulted<string>
  plasmidSelectionMarker: Defaulted<string>
  /** The seven list filters: each a value of plasmid_filter_value for that field. */
  plasmidHost: Defaulted<string>
  plasmidUsage: Defaulted<string>
  plasmidFragmentType: Defaulted<string>
  plasmidFragmentSpecies: Defaulted<string>
  plasmidNuclearResistance: Defaulted<string>
  plasmidEukaryoticResistance: Defaulted<string>
  plasmidFluorescentMarker: Defaulted<string>
  functionIntroduction: Defaulted<string>
  introduction: Defaulted<string>
  profile: Defaulted<string>
  /** Name of the vector the entry is built on. */
  backbone: Defaulted<string>
  /** Null when the catalogue holds no sequence for this plasmid (the page shows 暂无信息). */
  sequenceId: ColumnType<number | null, number | null | undefined, number | null>
  /** 1 published, 0 hidden: the public catalogue shows published entries only. */
  status: Defaulted<number>
  /** The row's list entry (PlasmidListItem) as JSON text, written by the database's triggers only. */
  listJson: ColumnType<string, never, never>
  createTime: Timestamp
  updateTime: Timestamp
}

/** A value of one of the list's seven filters (decision 010). */
export interface PlasmidFilterValueTable {
  id: Generated<number>
  /** The entry column it is a value of, e.g. 'plasmidHost'. */
  field: string
  value: string
  sortOrder: Defaulted<number>
}

export type NewPlasmid = Insertable<PlasmidTable>
export type NewPlasmidSequence = Insertable<PlasmidSequenceTable>

/** A login session: the bearer token is random and only its SHA-256 is kept. */
export interface MemberSessionTable {
  id: Generated<number>
  memberId: number
  tokenHash: string
  /** 1 when the customer ticked 'remember': the session lasts longer. */
  remember: Defaulted<number>
  expiresAt: string
  createTime: string
}

/** The link of an activation e-mail: single use, valid 24 h, only its SHA-256 is kept. */
export interface ActivationTokenTable {
  id: Generated<number>
  memberId: number
  tokenHash: string
  expiresAt: string
  usedAt: ColumnType<string | null, string | null | undefined, string | null>
  createTime: string
}

/** A customer's delivery address (spec §3 'Address'); at most one per customer is the default. */
export interface AddressTable {
  id: Generated<number>
  /** The owning member's id. */
  uid: number
  /** Contact person. */
  name: Defaulted<string>
  company: Defaulted<string>
  /** 0 = China, the only country the region tree covers. */
  country: Defaulted<number>
  provinceId: Defaulted<number>
  cityId: Defaulted<number>
  address: Defaulted<string>
  zip: Defaulted<string>
  tel: Defaulted<string>
  /** Extension. */
  tel2: Defaulted<string>
  isDefault: Defaulted<number>
  createTime: Timestamp
  updateTime: Timestamp
}

export type AddressRow = Selectable<AddressTable>
export type NewAddress = Insertable<AddressTable>

/** A CRISPR-Net scoring job; status 1 running (or waiting), 2 failed, 3 finished. */
export interface CrisprJobTable {
  id: Generated<number>
  memberId: number
  title: string
  email: string
  pamType: number
  genome: number
  csvfile: Defaulted<string>
  /** The validated pairs, one `on_seq,off_seq` per line. */
  pairs: string
  pairCount: number
  status: Defaulted<number>
  /** Why the job failed, for the customer. */
  failure: Defaulted<string>
  outCsvfile: Defaulted<string>
  /** How many times a worker claimed the job. */
  attempts: Defaulted<number>
  /** The claim of the worker scoring the job; only its holder may finish the job. */
  leaseToken: string | null
  leaseExpiresAt: string | null
  /** 1 once the result e-mail was handed to the mailer. */
  notified: Defaulted<number>
  createTime: Timestamp
  startTime: string | null
  finishTime: string | null
  /** The model that scored the job (its finish time is the scoring date); null before. */
  modelName: string | null
  modelVersion: string | null
  weightsSha256: string | null
}

/** A job's read-only share link: only the SHA-256 of its token is kept. */
export interface CrisprShareTable {
  jobId: number
  tokenHash: string
  createTime: string
}

export interface CrisprResultTable {
  jobId: number
  /** Row of the submission, from 0. */
  position: number
  onSeq: string
  offSeq: string
  score: number
  cfd: number | null
}

export type CrisprJob = Selectable<CrisprJobTable>

/** Per order type and China day (`GS-20261124`), the last order sequence number handed out. */
export interface OrderSequenceTable {
  dayKey: string
  lastValue: number
}

/** A customer's service order of any type (common/schemas/orders ORDER_TYPE). */
export interface ServiceOrderTable {
  id: Generated<number>
  /** Readable and unique: type prefix, China date, daily sequence (GS-20261124-0007). */
  orderno: string
  memberId: number
  /** 1 GUIDE-seq, 2 amplicon, 3 cell line construction. */
  orderType: number
  /** 0 待确认 … 6 已完成 (ORDER_STATUS). */
  status: Defaulted<number>
  /** Samples of a GUIDE-seq or amplicon order, kept in step with order_sample. */
  sampleCount: Defaulted<number>
  createTime: Timestamp
  updateTime: Timestamp
}

/** A sample of a GUIDE-seq or amplicon order (spec §3 'Sample' and its additions). */
export interface OrderSampleTable {
  id: Generated<number>
  orderId: number
  /** The order's owner, repeated so every sample query is scoped to its owner directly. */
  memberId: number
  /** The order type (1 GUIDE-seq, 2 amplicon). */
  leixing: number
  status: Defaulted<number>
  name: string
  type: number
  typeOther: Defaulted<string>
  jiezhi: Defaulted<number>
  jiezhiOther: Defaulted<string>
  isEdta: Defaulted<number>
  edtaNongdu: Defaulted<number>
  nongdu: Defaulted<number>
  tiji: Defaulted<number>
  zongliang: Defaulted<number>
  laiyuan: number
  laiyuanOther: Defaulted<string>
  fenxiLeixing: number
  duizhao: Defaulted<string>
  /** sgRNA+PAM; GUIDE-seq keeps its rows comma-joined. */
  xulie: Defaulted<string>
  hexuanmei: Defaulted<number>
  hexuanmeiOther: Defaulted<string>
  isRemark: Defaulted<number>
  remark: Defaulted<string>
  cuopeiFazhi: Defaulted<number>
  tudianFazhi: Defaulted<number>
  isOdn: Defaulted<number>
  odnXulie: Defaulted<string>
  isYinwu: Defaulted<number>
  zhengXulie: Defaulted<string>
  fanXulie: Defaulted<string>
  tuihuoWendu: Defaulted<number>
  kuozhanXulie: Defaulted<string>
  yinwuXulie: Defaulted<string>
  weidianJuli: Defaulted<number>
  chuangkouSize: Defaulted<number>
  isDipin: Defaulted<number>
  dipinZhi: Defaulted<number>
  gexinghuaType: Defaulted<number>
  gexinghuaOther: Defaulted<string>
  shiyanName: Defaulted<string>
  createTime: Timestamp
  updateTime: Timestamp
}

/** The one record of a cell line order (spec §3 'Cell line order'), keyed by its order. */
export interface CellLineOrderTable {
  orderId: number
  /** The service type (CELL_SERVICE_TYPE), not the order type. */
  leixing: number
  isDingdian: Defaulted<number>
  dingdianInfo: Defaulted<string>
  name: string
  isRna: Defaulted<number>
  jiyin: Defaulted<number>
  jiyinOther: Defaulted<string>
  jiyinXulie: Defaulted<string>
  isShengzhang: Defaulted<number>
  /** Download URL of an upload owned by the order's customer, or ''. */
  shengzhangFile: Defaulted<string>
  isCunhuo: Defaulted<number>
  cunhuoFile: Defaulted<string>
  shuzhu: Defaulted<string>
  beixuan: Defaulted<string>
  isYuandai: Defaulted<number>
  yuandaiOther: Defaulted<string>
  shuzhuTigong: Defaulted<number>
  shuzhuJiyinshu: Defaulted<number>
  shuzhuCopynum: Defaulted<number>
  shuzhuFile: Defaulted<string>
  texingType: Defaulted<number>
  peiyangjiMain: Defaulted<string>
  peiyangjiOther: Defaulted<string>
  chuandaiZhou: Defaulted<number>
  chuandaiBi: Defaulted<number>
  isWuxianchuan: Defaulted<number>
  isTiyingxiang: Defaulted<number>
  isDancunhuo: Defaulted<number>
  isYouhai: Defaulted<number>
  youhaiInfo: Defaulted<string>
  jiaofuType: Defaulted<number>
  remark: Defaulted<string>
}

/** A file a customer uploaded; only its owner (and later staff) may download it. */
export interface UploadedFileTable {
  id: Generated<number>
  memberId: number
  /** YYYY/MM/<uuid>.<ext>; the storage key is uploads/<storedName> (server/lib/storage). */
  storedName: string
  originalName: Defaulted<string>
  mimeType: string
  /** bigint on PostgreSQL: files above 2 GB. */
  size: number
  /** SHA-256 (hex); null for files uploaded before checksums were kept, until storage:migrate records it. */
  checksum: string | null
  createTime: Timestamp
}

/** One step of an order's or a sample's status; rows are only ever appended. */
export interface OrderStatusHistoryTable {
  id: Generated<number>
  orderId: number
  /** Null for a step of the order itself. */
  sampleId: number | null
  /** Null on the creating step. */
  fromStatus: number | null
  toStatus: number
  /** The customer who created the order or sample; null on later steps. */
  actorMemberId: number | null
  /** The staff member who changed the status; null on the customer's and the system's steps. */
  actorStaffId: Generated<number | null>
  note: Defaulted<string>
  createTime: Timestamp
}

export type NewOrderSample = Insertable<OrderSampleTable>
export type NewCellLineOrder = Insertable<CellLineOrderTable>

/** A staff account of the admin console (customers are members, never staff). */
export interface StaffTable {
  id: Generated<number>
  email: string
  name: Defaulted<string>
  passwordHash: string
  role: StaffRole
  /** 0: cannot log in, its sessions are ended. */
  isActive: Defaulted<number>
  lastLoginTime: ColumnType<string | null, string | null | undefined, string | null>
  createTime: Timestamp
  updateTime: Timestamp
}

export type NewStaff = Insertable<StaffTable>

/** A staff login session; as for members, only the token's SHA-256 is kept. */
export interface StaffSessionTable {
  id: Generated<number>
  staffId: number
  tokenHash: string
  expiresAt: string
  createTime: string
}

/** One write of the admin console (before/after are JSON of the row, null when absent). */
export interface AuditLogTable {
  id: Generated<number>
  staffId: number | null
  staffEmail: Defaulted<string>
  action: string
  targetType: string
  targetId: Defaulted<string>
  summary: Defaulted<string>
  beforeJson: ColumnType<string | null, string | null | undefined, never>
  afterJson: ColumnType<string | null, string | null | undefined, never>
  ip: Defaulted<string>
  createTime: string
}

/** A message of the thread between an order's customer and the lab. */
export interface OrderMessageTable {
  id: Generated<number>
  orderId: number
  /** Who wrote it: 'customer' (the order's owner) or 'staff'. */
  author: 'customer' | 'staff'
  /** The staff member who wrote it; null for the customer's messages or a deleted account. */
  staffId: number | null
  /** Plain text, trimmed, newlines kept; shown as text, never as HTML. */
  body: Defaulted<string>
  /** A staff attachment: its key is uploads/<fileStoredName>; null without one. */
  fileStoredName: ColumnType<string | null, string | null | undefined, string | null>
  fileName: Defaulted<string>
  fileSize: Defaulted<number>
  fileChecksum: ColumnType<string | null, string | null | undefined, string | null>
  /** When the other side read it; null while unread. */
  readTime: ColumnType<string | null, string | null | undefined, string | null>
  createTime: string
}

/** The invoice details of a customer's account besides the title (member.fapiaoTitle). */
export interface FapiaoProfileTable {
  memberId: number
  taxId: Defaulted<string>
  /** 1 普票, 2 专票 (FAPIAO_KIND). */
  kind: Defaulted<number>
  bankName: Defaulted<string>
  bankAccount: Defaulted<string>
  registerAddress: Defaulted<string>
  registerPhone: Defaulted<string>
  updateTime: Timestamp
}

/** A customer's request for a fapiao of a finished order, with the details as sent. */
export interface FapiaoRequestTable {
  id: Generated<number>
  memberId: number
  orderId: number
  /** Yuan, at most two decimals. */
  amount: number
  remark: Defaulted<string>
  title: string
  taxId: string
  kind: number
  bankName: Defaulted<string>
  bankAccount: Defaulted<string>
  registerAddress: Defaulted<string>
  registerPhone: Defaulted<string>
  /** 0 待开票, 1 已开票 (FAPIAO_STATUS); at most one 待开票 per order. */
  status: Defaulted<number>
  invoiceNo: Defaulted<string>
  /** The PDF's stored name in the uploads folder; '' while there is none. */
  pdfStoredName: Defaulted<string>
  pdfSize: Defaulted<number>
  issuedBy: ColumnType<number | null, number | null | undefined, number | null>
  issueTime: ColumnType<string | null, string | null | undefined, string | null>
  createTime: Timestamp
  updateTime: Timestamp
}

/** A file staff delivered on an order (or one of its samples), downloadable until it expires. */
export interface OrderDeliverableTable {
  id: Generated<number>
  orderId: number
  sampleId: number | null
  /** The file's name as shown and saved (cleaned like uploads' names). */
  name: string
  note: Defaulted<string>
  /** deliverables/YYYY/MM/<uuid>.<ext> in the storage. */
  storageKey: string
  mimeType: string
  /** bigint on PostgreSQL: files above 2 GB. */
  size: number
  /** SHA-256 (hex) of the stored bytes. */
  checksum: string | null
  staffId: number | null
  createTime: Timestamp
  /** Delivery plus the retention setting's days at the time of delivery. */
  expiresAt: string
  /** When the retention job deleted the stored file; null while it is downloadable. */
  expiredTime: string | null
}

/** One download of a deliverable by its customer; a browser's link carries a token. */
export interface DeliverableDownloadTable {
  id: Generated<number>
  deliverableId: number
  memberId: number
  /** SHA-256 of the link's token; null for a download through the API call itself. */
  tokenHash: string | null
  linkExpiresAt: string | null
  createTime: Timestamp
}

/** A resumable upload of a deliverable that staff have started and not yet completed. */
export interface DeliverableUploadTable {
  /** A random UUID: the upload's id in its URLs. */
  id: string
  orderId: number
  sampleId: number | null
  name: string
  note: Defaulted<string>
  mimeType: string
  /** bigint on PostgreSQL: files above 2 GB. */
  size: number
  partSize: number
  storageKey: string
  /** The storage's own id of the multipart upload. */
  storageUploadId: string
  staffId: number | null
  createTime: Timestamp
  /** When a request began joining the parts; null until then (the claim of completeUpload). */
  completingSince: string | null
}

/** A part the server holds of a resumable upload; a part sent again replaces it. */
export interface DeliverableUploadPartTable {
  uploadId: string
  partNumber: number
  size: number
  /** The storage's tag of the part, needed to assemble the file (S3's ETag). */
  etag: Defaulted<string>
  createTime: Timestamp
}

/** A published version of the privacy policy (its text is the content block 'privacy'). */
export interface PrivacyPolicyVersionTable {
  version: number
  publishTime: string
}

/**
 * One consent given or withdrawn, appended and never edited. Kinds as CONSENT_KINDS in
 * common/schemas/consent.ts; version is the privacy policy's, null for marketing.
 */
export interface MemberConsentTable {
  id: Generated<number>
  memberId: number
  kind: string
  version: number | null
  /** 1 granted, 0 withdrawn. */
  granted: number
  /** The request's address. */
  ip: Defaulted<string>
  createTime: string
}

/** A successful customer login: when and from where, nothing else (kept 180 days). */
export interface MemberLoginTable {
  id: Generated<number>
  memberId: number
  /** 'password' or 'sms'. */
  method: string
  ip: Defaulted<string>
  createTime: string
}
