// News: company news (tid 41) and industry news (tid 42), newest first.
import type { NewNews } from '#server/db/schema.ts'
import { COMPANY } from './company.ts'
import type { RowWithoutId } from './rows.ts'

interface NewsInput {
  tid: 41 | 42
  title: string
  date: string
  image: string
  description: string
  body: string
}

const items: NewsInput[] = [
  {
    tid: 42,
    title: '行业观察：碱基编辑与先导编辑加速走向应用，脱靶评估方法如何选择？',
    date: '2026-11-16T01:30:00.000Z',
    image: 'news-paper',
    description:
      '随着碱基编辑、先导编辑等不依赖双链断裂的新型编辑工具进入转化研究，脱靶评估的关注点也从 DSB 依赖的 indel 扩展到 DNA/RNA 层面的脱氨副产物。本文梳理不同编辑器适用的脱靶检测思路。',
    body: `<p>近年来，基因编辑工具从“剪刀”逐步走向“铅笔”和“文字处理器”。碱基编辑器与先导编辑器不产生双链断裂，显著降低了大片段缺失和染色体重排的风险，但它们带来了新的特异性问题，脱靶评估方法也需要相应调整。</p>
<h2>一、Cas9 核酸酶：DSB 依赖的脱靶</h2>
<p>对于野生型或高保真 Cas9，脱靶主要表现为与 sgRNA 相似的位点被切割并产生 indel。细胞内方法（如 GUIDE-seq）与体外方法（如 CIRCLE-seq、CHANGE-seq）可无偏倚地发现候选位点，随后以扩增子深度测序定量验证。</p>
<h2>二、碱基编辑器：sgRNA 依赖与非依赖两类脱靶</h2>
<ul>
<li><strong>sgRNA 依赖的脱靶</strong>：nCas9 结合相似位点后，脱氨酶在该处引入碱基转换。可先用 Cas9 核酸酶的 GUIDE-seq 结果或体外方法确定候选位点，再对这些位点做扩增子测序。</li>
<li><strong>sgRNA 非依赖的脱靶</strong>：脱氨酶本身对单链 DNA 或 RNA 的随机脱氨。早期 CBE 在全基因组层面可检测到额外的 C→T 突变，需要借助全基因组或转录组测序评估；新一代工程化脱氨酶已显著降低此类效应。</li>
</ul>
<h2>三、先导编辑器：关注 pegRNA 相关的非预期产物</h2>
<p>先导编辑同样以 nCas9 为基础，除相似位点外，还需关注 pegRNA 3′ 延伸区被错误整合、scaffold 序列插入等非预期产物，长读长扩增子测序有助于发现这些事件。</p>
<h2>四、实践建议</h2>
<ol>
<li>sgRNA 筛选阶段：结合计算预测与 CRISPR-Net 打分，优先选择特异性高的序列；</li>
<li>候选位点发现：Cas9 核酸酶体系首选 GUIDE-seq，原代细胞难以转染 dsODN 时可结合体外方法；</li>
<li>定量验证：对 Top 位点进行 ≥ 10,000× 扩增子测序，并设置未编辑对照；</li>
<li>关键细胞株：以全基因组测序评估基因组完整性。</li>
</ol>
<p>如需制定脱靶评估方案，欢迎联系${COMPANY.name}技术支持：${COMPANY.serviceEmail}。</p>`,
  },
  {
    tid: 41,
    title: '澜基生物 GUIDE-seq 2.0 脱靶检测服务正式上线',
    date: '2026-11-06T02:00:00.000Z',
    image: 'news-launch',
    description:
      '新版 GUIDE-seq 服务引入分子标签（UMI）去重与优化的 dsODN 递送方案，单样本数据量提升至 2 Gb，检测灵敏度稳定达到 0.1%，报告周期缩短至 15 个工作日。客户可在客户中心直接下单。',
    body: `<p>2026 年 11 月 6 日，澜基生物宣布 GUIDE-seq 2.0 脱靶检测服务正式上线。新版服务在过去三年 1200 余个 GUIDE-seq 样本经验的基础上，对实验与分析流程进行了全面升级。</p>
<h2>主要升级</h2>
<ul>
<li><strong>UMI 去重</strong>：建库接头引入分子标签，准确区分独立整合事件与 PCR 重复，低频位点定量更可靠；</li>
<li><strong>dsODN 递送优化</strong>：针对 HEK293T、U2OS、K562、原代 T 细胞等 20 余种细胞建立了电转参数库，dsODN 整合效率平均提升约 30%；</li>
<li><strong>数据量提升</strong>：单样本测序数据量由 1 Gb 提升至 2 Gb；</li>
<li><strong>周期缩短</strong>：样本质检合格后 15–20 个工作日交付报告；</li>
<li><strong>在线下单</strong>：在客户中心即可填写样本信息、设置错配与凸起阈值，并实时查看样本状态。</li>
</ul>
<p>即日起至 2026 年 12 月 31 日，新客户首单 GUIDE-seq 检测可享受配套扩增子验证（10 个位点）免费。详情请咨询 ${COMPANY.tel}。</p>`,
  },
  {
    tid: 41,
    title: '澜基生物亮相第十九届全国基因编辑与细胞治疗学术研讨会',
    date: '2026-10-20T06:00:00.000Z',
    image: 'news-conference',
    description:
      '10 月 17–19 日，第十九届全国基因编辑与细胞治疗学术研讨会在苏州召开。澜基生物携 GUIDE-seq 2.0、碱基编辑细胞模型等服务亮相，技术总监在卫星会上分享了脱靶评估的实践经验。',
    body: `<p>2026 年 10 月 17–19 日，第十九届全国基因编辑与细胞治疗学术研讨会在苏州国际博览中心举行，来自全国高校、科研院所与生物医药企业的一千余位代表参会。</p>
<p>澜基生物在展位集中展示了 GUIDE-seq 2.0 脱靶检测、碱基编辑点突变细胞模型、现货敲除细胞库等服务，三天内接待咨询客户 300 余人次。</p>
<h2>卫星会报告</h2>
<p>在 18 日下午的企业卫星会上，澜基生物技术总监以《从 sgRNA 到细胞株：基因编辑项目中的脱靶评估实践》为题，分享了公司在 GUIDE-seq、扩增子测序与全基因组测序方面的方法学比较数据，并就原代细胞中 dsODN 递送、低频位点判读等常见问题与参会者进行了交流。</p>
<p>感谢各位老师与同行莅临展位。会议资料可联系当地销售工程师获取。</p>`,
  },
  {
    tid: 41,
    title: '华南技术服务中心在广州科学城正式启用',
    date: '2026-09-08T02:00:00.000Z',
    image: 'news-lab',
    description:
      '澜基生物广州办事处升级为华南技术服务中心，新增样本接收与细胞培养实验室，华南地区客户的样本运输时间缩短至 24 小时以内。',
    body: `<p>2026 年 9 月 8 日，澜基生物华南技术服务中心在广州市黄埔区科学城正式启用。中心面积约 800 平方米，设有样本接收与预处理实验室、细胞培养室和客户培训室。</p>
<ul>
<li>华南地区 GUIDE-seq、扩增子检测样本可就近送达，运输时间缩短至 24 小时以内；</li>
<li>提供细胞复苏、扩增与质控服务，减少细胞长途运输带来的损失；</li>
<li>定期举办基因编辑实验技术培训，欢迎华南地区老师报名参加。</li>
</ul>
<p>地址：广州市黄埔区科学城开源大道 236 号 B2 栋 7 层。</p>`,
  },
  {
    tid: 42,
    title: '文献解读：GUIDE-seq 如何在全基因组范围内发现 Cas9 脱靶位点',
    date: '2026-08-25T02:00:00.000Z',
    image: 'news-paper',
    description:
      'GUIDE-seq 由 Tsai 等于 2015 年发表在 Nature Biotechnology，是首个在活细胞中无偏倚检测 CRISPR 核酸酶脱靶切割的方法。本文介绍其原理、关键实验要点与数据解读注意事项。',
    body: `<p><strong>文献</strong>：Tsai SQ, Zheng Z, Nguyen NT, et al. GUIDE-seq enables genome-wide profiling of off-target cleavage by CRISPR-Cas nucleases. <em>Nature Biotechnology</em>, 2015, 33(2): 187–197.</p>
<h2>研究背景</h2>
<p>在 GUIDE-seq 出现之前，Cas9 脱靶评估主要依赖计算预测与对预测位点的逐一检测，这种方式会遗漏与 sgRNA 相似度较低、或含有 DNA/RNA 凸起的真实脱靶位点。</p>
<h2>方法原理</h2>
<ol>
<li>将两端硫代磷酸修饰的 34 bp 平末端 dsODN 与 Cas9/sgRNA 共转染细胞，dsODN 经 NHEJ 整合到 DSB 处；</li>
<li>提取基因组 DNA，打断后连接接头，以 dsODN 特异引物进行巢式 PCR，富集 dsODN–基因组连接片段；</li>
<li>二代测序后将 reads 比对回参考基因组，整合热点即为核酸酶切割位点，reads 数反映切割频率。</li>
</ol>
<h2>主要发现</h2>
<p>作者对 13 条 sgRNA 进行分析，发现不同 sgRNA 的脱靶位点数量差异极大，从零到一百多个不等；许多真实脱靶位点未被当时常用的预测工具列出。GUIDE-seq 还检测到与核酸酶无关的断裂热点，提示实验中设置仅转染 dsODN 对照的必要性。</p>
<h2>实践要点</h2>
<ul>
<li>dsODN 的末端修饰对其稳定性与整合至关重要；</li>
<li>需确认靶位点处的 dsODN 整合效率，整合效率过低会降低灵敏度；</li>
<li>候选脱靶位点应以扩增子深度测序在未转染 dsODN 的编辑样本中独立验证。</li>
</ul>
<p>澜基生物 GUIDE-seq 服务即基于该方法并进行了工程化优化，欢迎在客户中心在线下单。</p>`,
  },
  {
    tid: 41,
    title: '澜基生物顺利通过 ISO 9001:2015 质量管理体系再认证审核',
    date: '2026-07-15T02:00:00.000Z',
    image: 'news-award',
    description:
      '澜基生物通过 ISO 9001:2015 质量管理体系再认证审核，认证范围覆盖基因编辑技术服务、细胞系构建、质粒构建与分子检测服务。',
    body: `<p>2026 年 7 月，澜基生物顺利通过第三方认证机构的 ISO 9001:2015 质量管理体系再认证审核。审核组对公司研发、生产、检测、销售与客服等部门进行了为期三天的现场审核，认为公司质量管理体系运行有效，同意推荐继续注册。</p>
<p>本次认证范围覆盖：基因编辑技术服务、细胞系构建、质粒构建与病毒包装、分子检测服务。</p>
<p>质量是服务型企业的生命线。澜基生物将继续以体系化的方式管理项目全过程，为客户提供稳定、可追溯的服务。</p>`,
  },
  {
    tid: 41,
    title: '里程碑：累计交付基因编辑细胞株突破 5000 株',
    date: '2026-05-20T02:00:00.000Z',
    image: 'news-team',
    description:
      '截至 2026 年 5 月，澜基生物累计交付基因敲除、点突变与敲入细胞株超过 5000 株，覆盖 400 余种细胞类型，现货敲除细胞库同步扩充至 300 余种。',
    body: `<p>截至 2026 年 5 月 20 日，澜基生物累计为国内外客户交付基因编辑细胞株 5000 余株，其中单克隆纯合敲除细胞株占比约 70%，点突变与敲入细胞株占比约 20%。</p>
<h2>数字背后</h2>
<ul>
<li>覆盖 400 余种细胞类型，其中悬浮细胞与难转染细胞超过 80 种；</li>
<li>标准敲除项目平均交付周期由 2019 年的 12 周缩短至目前的 8.5 周；</li>
<li>服务客户发表 SCI 论文累计 1500 余篇。</li>
</ul>
<p>为回馈客户，现货敲除细胞库同步扩充至 300 余种，常用基因敲除株可在 3–5 个工作日内发货。</p>`,
  },
  {
    tid: 42,
    title: '文献解读：首例个体化体内碱基编辑治疗 CPS1 缺乏症',
    date: '2026-04-08T02:00:00.000Z',
    image: 'news-paper',
    description:
      '2025 年发表于《新英格兰医学杂志》的病例报告描述了一名患有严重 CPS1 缺乏症的婴儿接受为其突变“量身定制”的 LNP 递送碱基编辑治疗，展示了个体化基因编辑疗法的可行路径。',
    body: `<p><strong>文献</strong>：Musunuru K, Grandinette SA, Wang X, et al. Patient-Specific In Vivo Gene Editing to Treat a Rare Genetic Disease. <em>New England Journal of Medicine</em>, 2025.</p>
<h2>背景</h2>
<p>氨甲酰磷酸合成酶 1（CPS1）缺乏症是一种罕见的尿素循环障碍，患儿血氨升高可导致严重神经损伤甚至死亡，传统治疗依赖饮食控制、药物与肝移植。</p>
<h2>研究概要</h2>
<ul>
<li>研究团队针对患儿携带的致病变异设计腺嘌呤碱基编辑器与特异性 sgRNA，以脂质纳米颗粒（LNP）递送至肝脏；</li>
<li>从确诊到给药仅用约半年时间，期间完成了编辑器筛选、脱靶评估与临床前安全性研究；</li>
<li>患儿分次接受给药后耐受良好，蛋白质摄入量得以增加、降氨药物用量减少，报告发表时仍在持续随访。</li>
</ul>
<h2>启示</h2>
<p>该病例展示了“平台化”个体化编辑疗法的可能：以同一套 LNP 与编辑器骨架，仅替换 sgRNA 即可快速针对不同突变开发治疗方案。其中，细胞模型验证、sgRNA 活性筛选与脱靶评估是不可省略的关键环节，也对相关技术服务的速度与质量提出了更高要求。</p>
<p><em>注：本文为文献内容介绍，不构成任何医疗建议。</em></p>`,
  },
  {
    tid: 41,
    title: '与苏南转化医学研究院共建“基因编辑细胞模型联合实验室”',
    date: '2026-03-12T02:00:00.000Z',
    image: 'news-partnership',
    description:
      '澜基生物与苏南转化医学研究院签署合作协议，共建基因编辑细胞模型联合实验室，围绕遗传病点突变模型与 iPSC 编辑开展方法学研究。',
    body: `<p>2026 年 3 月 12 日，澜基生物与苏南转化医学研究院在苏州签署合作协议，双方将共建“基因编辑细胞模型联合实验室”。</p>
<p>联合实验室将重点开展三方面工作：</p>
<ol>
<li>建立常见遗传病致病突变的 iPSC 点突变模型库；</li>
<li>优化 iPSC 与原代细胞中的碱基编辑、先导编辑递送方案；</li>
<li>开发更高通量的单克隆基因型鉴定流程。</li>
</ol>
<p>研究成果将逐步转化为面向科研用户的标准化服务。</p>`,
  },
  {
    tid: 41,
    title: '澜基生物通过国家高新技术企业复审认定',
    date: '2025-12-10T02:00:00.000Z',
    image: 'news-award',
    description: '澜基生物再次通过国家高新技术企业认定，这是公司自 2019 年首次获得认定后连续第三次通过认定。',
    body: `<p>近日，根据江苏省认定机构发布的高新技术企业认定名单，苏州澜基生物科技有限公司再次通过国家高新技术企业认定。</p>
<p>公司自 2019 年首次获得高新技术企业认定以来，持续加大研发投入，目前拥有发明专利 18 项、软件著作权 26 项，研发人员占员工总数的 45% 以上。</p>
<p>未来，公司将继续聚焦基因编辑核心技术，在脱靶检测方法学、细胞编辑递送与自动化单克隆平台等方向持续投入。</p>`,
  },
  {
    tid: 42,
    title: '综述：先导编辑（Prime Editing）的原理与进展',
    date: '2025-11-20T02:00:00.000Z',
    image: 'news-paper',
    description:
      '先导编辑由 Anzalone 等于 2019 年发表在 Nature，可在不产生双链断裂、不依赖供体 DNA 的情况下实现全部 12 种碱基替换以及小片段插入和缺失。本文介绍其原理与主要优化方向。',
    body: `<p><strong>文献</strong>：Anzalone AV, Randolph PB, Davis JR, et al. Search-and-replace genome editing without double-strand breaks or donor DNA. <em>Nature</em>, 2019, 576(7785): 149–157.</p>
<h2>原理</h2>
<p>先导编辑器由 Cas9 切口酶（H840A）与工程化逆转录酶融合而成，配合先导编辑向导 RNA（pegRNA）使用。pegRNA 的 3′ 端延伸包含引物结合位点（PBS）与携带目标编辑的逆转录模板（RTT）：nCas9 切开非靶链后，游离的 3′ 端与 PBS 配对，逆转录酶以 RTT 为模板合成含编辑的 DNA 瓣，经细胞修复后将编辑写入基因组。</p>
<h2>主要版本</h2>
<ul>
<li><strong>PE2</strong>：使用工程化逆转录酶，效率较 PE1 显著提升；</li>
<li><strong>PE3/PE3b</strong>：额外切割非编辑链，促使细胞以编辑链为模板修复；</li>
<li><strong>PE4/PE5 与 PEmax</strong>：通过瞬时抑制错配修复（MLH1dn）与优化蛋白结构进一步提高效率；</li>
<li><strong>epegRNA</strong>：在 pegRNA 3′ 端加入结构基序，防止降解。</li>
</ul>
<h2>应用建议</h2>
<p>先导编辑适用于碱基编辑器无法实现的颠换与小片段插入缺失，但效率受位点影响较大，建议针对每个位点设计多组 PBS/RTT 长度组合进行筛选，并以扩增子测序同时评估目标编辑与副产物比例。</p>`,
  },
  {
    tid: 41,
    title: '2026 届校园招聘正式启动',
    date: '2025-09-22T02:00:00.000Z',
    image: 'news-team',
    description:
      '澜基生物 2026 届校园招聘正式启动，面向生物学、生物信息学、医学及相关专业的应届毕业生开放研发、技术、销售与职能等岗位，工作地点覆盖苏州、北京、上海、广州与武汉。',
    body: `<p>澜基生物 2026 届校园招聘正式启动！我们期待与热爱科学、追求精准的你一起，把基因编辑做得更好。</p>
<h2>招聘对象</h2>
<p>2026 届海内外高校本科、硕士及博士毕业生，生物学、生物信息学、医学、化学及相关专业优先。</p>
<h2>招聘流程</h2>
<ol><li>网申：投递简历至 ${COMPANY.campusEmail}（邮件标题：岗位-学校-姓名）</li><li>笔试 / 专业面试</li><li>综合面试</li><li>发放录用通知</li></ol>
<h2>我们提供</h2>
<ul><li>有竞争力的薪酬与六险一金</li><li>一对一导师制与系统化培训</li><li>人才公寓与落户支持</li></ul>
<p>详细岗位信息请访问官网“加入我们—校园招聘”。</p>`,
  },
  {
    tid: 42,
    title: '文献解读：CHANGE-seq 与体外脱靶检测方法',
    date: '2025-07-03T02:00:00.000Z',
    image: 'news-paper',
    description:
      'CHANGE-seq 由 Lazzarotto 等于 2020 年发表在 Nature Biotechnology，是一种基于 Tn5 标签化的高通量体外脱靶检测方法。本文比较体外方法与细胞内方法的适用场景。',
    body: `<p><strong>文献</strong>：Lazzarotto CR, Malinin NL, Li Y, et al. CHANGE-seq reveals genetic and epigenetic effects on CRISPR–Cas9 genome-wide activity. <em>Nature Biotechnology</em>, 2020, 38(11): 1317–1327.</p>
<h2>方法要点</h2>
<p>CHANGE-seq 以 Tn5 转座酶对基因组 DNA 进行片段化与接头标记，随后分子内环化；Cas9 RNP 在体外切割环化 DNA 后产生线性片段，仅这些片段可被测序，从而在全基因组范围内高灵敏度地富集切割位点。相较早期的 CIRCLE-seq，CHANGE-seq 的建库流程更简便、所需 DNA 更少，适合大规模 sgRNA 分析。</p>
<h2>体外方法与细胞内方法的比较</h2>
<table>
<thead><tr><th>维度</th><th>体外方法（CHANGE-seq 等）</th><th>细胞内方法（GUIDE-seq 等）</th></tr></thead>
<tbody>
<tr><td>灵敏度</td><td>极高，可发现大量潜在位点</td><td>高，反映细胞内真实切割</td></tr>
<tr><td>染色质影响</td><td>不考虑染色质状态，假阳性较多</td><td>包含染色质可及性等因素</td></tr>
<tr><td>细胞要求</td><td>仅需基因组 DNA</td><td>细胞需可转染 dsODN</td></tr>
<tr><td>典型用途</td><td>高通量 sgRNA 比较、候选位点全面发现</td><td>特定细胞中的脱靶谱评估</td></tr>
</tbody>
</table>
<p>实践中两类方法常互为补充：体外方法给出“可能被切割”的上限，细胞内方法与扩增子验证回答“实际被切割”的问题。</p>`,
  },
  {
    tid: 41,
    title: '化学修饰 sgRNA 合成产线扩产，常规规格交付缩短至 5 个工作日',
    date: '2025-06-16T02:00:00.000Z',
    image: 'news-launch',
    description:
      '澜基生物苏州总部 RNA 合成产线完成扩产，新增高通量合成仪与 HPLC 纯化系统，化学修饰 sgRNA 月产能提升至 6000 条，2 nmol 与 10 nmol 规格交付周期缩短至 5 个工作日。',
    body: `<p>为满足客户快速增长的 sgRNA 需求，澜基生物苏州总部 RNA 合成产线于 2025 年 6 月完成扩产。</p>
<ul>
<li>新增高通量寡核苷酸合成仪 4 台、制备型 HPLC 2 台；</li>
<li>化学修饰 sgRNA 月产能由 2000 条提升至 6000 条；</li>
<li>2 nmol 与 10 nmol 规格交付周期缩短至 5 个工作日，每批次提供 ESI-MS 质谱报告。</li>
</ul>
<p>下单请联系销售工程师或发送邮件至 ${COMPANY.salesEmail}。</p>`,
  },
  {
    tid: 42,
    title: '首个 CRISPR 基因编辑疗法获批一周年：回顾与展望',
    date: '2024-12-10T02:00:00.000Z',
    image: 'news-paper',
    description:
      '2023 年底，基于 CRISPR/Cas9 的 exa-cel 先后在英国和美国获批用于治疗镰状细胞病，随后又获批用于输血依赖型 β-地中海贫血，标志着基因编辑正式进入临床治疗时代。',
    body: `<p>2023 年 11 月，英国药品和保健品管理局（MHRA）批准 exa-cel（商品名 Casgevy）用于治疗镰状细胞病和输血依赖型 β-地中海贫血；同年 12 月，美国 FDA 批准其用于 12 岁及以上镰状细胞病患者，并于 2024 年 1 月批准用于输血依赖型 β-地中海贫血。这是全球首个获批上市的 CRISPR 基因编辑疗法。</p>
<h2>作用机制</h2>
<p>exa-cel 属于离体（ex vivo）编辑疗法：采集患者自体 CD34⁺ 造血干细胞与祖细胞，通过电转 Cas9 RNP 编辑 <em>BCL11A</em> 基因的红系特异性增强子，降低 BCL11A 表达，从而重新激活胎儿血红蛋白（HbF）的表达；患者经清髓预处理后回输编辑细胞。</p>
<h2>对行业的启示</h2>
<ul>
<li><strong>RNP 电转</strong>成为离体编辑的主流递送方式，化学修饰 sgRNA 与高纯度 Cas9 蛋白的质量至关重要；</li>
<li><strong>脱靶评估</strong>是监管审评的重点，需综合计算预测、细胞内/体外无偏倚方法与深度测序验证；</li>
<li>高昂的成本与复杂的治疗流程仍是普及的主要障碍，体内编辑与更安全的预处理方案是下一步的发展方向。</li>
</ul>
<p><em>注：本文为行业信息整理，不构成任何医疗建议。</em></p>`,
  },
]

export const news: RowWithoutId<NewNews>[] = items.map((item) => ({
  tid: item.tid,
  title: item.title,
  description: item.description,
  body: item.body,
  litpic: `/images/news/${item.image}.svg`,
  status: 1,
  createTime: item.date,
  updateTime: item.date,
}))
