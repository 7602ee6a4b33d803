// The English of every message and label the API or a shared schema can show: the key is
// the Chinese source text, exactly as written in the code. common/i18n/messages.test.ts
// fails when a message in the scanned sources has no entry here.

export const EN_MESSAGES: Record<string, string> = {
  // The error kinds' defaults and the envelope's (common/errors.ts, server/lib/reply.ts)
  '提交的内容有误，请检查后重试': 'Some of the information is not valid. Please check it and try again.',
  当前状态不允许此操作: 'This is not possible in the current state.',
  请先登录: 'Please log in first.',
  没有权限执行此操作: 'You do not have permission to do this.',
  请求的内容不存在: 'The requested content does not exist.',
  不支持该请求方法: 'This request method is not supported.',
  '请求超时，请检查网络后重试': 'The request timed out. Please check your connection and try again.',
  '操作过于频繁，请稍后再试': 'Too many requests. Please try again later.',
  '发送失败，请稍后再试': 'Sending failed. Please try again later.',
  '服务器繁忙，请稍后再试': 'The server is busy. Please try again later.',
  '服务暂时不可用，请稍后再试': 'The service is temporarily unavailable. Please try again later.',
  操作成功: 'Done.',
  接口不存在: 'No such API call.',
  提交的内容包含无效字符: 'The submission contains invalid characters.',
  '登录已过期，请重新登录': 'Your session has expired. Please log in again.',
  输入有误: 'Invalid input.',

  // Account, registration and login fields
  '请输入邮箱!': 'Please enter your e-mail address.',
  '邮箱地址不合法!': 'Please enter a valid e-mail address.',
  邮箱不能为空: 'Please enter your e-mail address.',
  '请输入姓氏!': 'Please enter your last name.',
  '请输入名称!': 'Please enter your first name.',
  '请输入密码!': 'Please enter a password.',
  请输入密码: 'Please enter your password.',
  '请输入确认密码!': 'Please confirm your password.',
  '密码不一致!': 'The passwords do not match.',
  '密码至少需要输入8位(大小写字母数字特殊字符)':
    'The password needs at least 8 characters, with a letter, a digit and a special character.',
  '请选择国家!': 'Please select your country.',
  '请选择省份!': 'Please select a province.',
  '请选择城市!': 'Please select a city.',
  '请输入工作单位!': 'Please enter your institution or company.',
  '请输入单位名称!': 'Please enter your institution or company.',
  请输入单位名称: 'Please enter your institution or company.',
  '请输入部门名称!': 'Please enter your department.',
  '请输入手机号（短信登录）!': 'Please enter your mobile number (used to log in by SMS).',
  请输入正确的手机号: 'Please enter a valid mobile number.',
  手机号不能为空: 'Please enter your mobile number.',
  '请输入电话!': 'Please enter your phone number.',
  请输入正确的电话号码: 'Please enter a valid phone number.',
  请输入正确的邮编: 'Please enter a valid postcode.',
  '请输入PI姓氏!': "Please enter the PI's last name.",
  '请输入PI名称!': "Please enter the PI's first name.",
  请选择了解渠道: 'Please tell us how you heard of us.',
  '请输入收货人姓名!': "Please enter the recipient's name.",
  '请输入收货人电话!': "Please enter the recipient's phone number.",
  '请输入联系人!': 'Please enter a contact name.',
  '请输入联系电话!': 'Please enter a contact phone number.',
  '请输入详细地址!': 'Please enter the street address.',
  '请先同意隐私政策!': 'Please accept the privacy policy first.',
  请选择正确的区号: 'Please select a valid country code.',
  'isreg 只能为 0 或 1': 'isreg must be 0 or 1.',
  请输入验证码: 'Please enter the verification code.',
  '请输入验证码!': 'Please enter the verification code.',
  验证码为空: 'Please enter the verification code.',
  '请输入 6 位数字验证码': 'Please enter the 6-digit verification code.',
  验证码用途无效: 'Invalid verification code purpose.',
  激活链接无效: 'The activation link is not valid.',
  请提交手机验证码: 'Please confirm your mobile number with the SMS code.',
  手机号更新成功: 'Mobile number updated.',
  中国: 'China',
  // How the customer heard of us
  '首选供应商/机构合作': 'Preferred supplier / institutional partnership',
  朋友推荐: 'Recommended by a friend',
  销售推荐: 'Recommended by our sales team',
  网络搜索: 'Web search',
  电子邮件: 'E-mail',
  '展会/活动': 'Trade show / event',
  '微信公众号/科学媒体': 'WeChat official account / science media',
  其他: 'Other',

  // Account services
  注册成功: 'Registration successful.',
  '该邮箱已注册，请直接登录或找回密码':
    'This e-mail address is already registered. Please log in or reset your password.',
  该手机号已被其他账号使用: 'This mobile number is already used by another account.',
  '账号激活成功，请登录': 'Your account is activated. Please log in.',
  '激活链接无效，请检查邮件中的链接是否完整':
    'The activation link is not valid. Please check that the link from the e-mail is complete.',
  '该激活链接已使用过，请直接登录': 'This activation link has already been used. Please log in.',
  '激活链接已过期，请在登录页重新发送激活邮件':
    'The activation link has expired. Please request a new activation e-mail on the login page.',
  '如该邮箱已注册且尚未激活，激活邮件已重新发送，请查收':
    'If this e-mail address is registered and not yet activated, a new activation e-mail is on its way.',
  登录成功: 'Logged in.',
  已退出登录: 'Logged out.',
  邮箱或密码错误: 'Wrong e-mail address or password.',
  '该手机号尚未注册，请先注册': 'This mobile number is not registered. Please register first.',
  '该手机号尚未验证，请使用邮箱密码登录后在账户中心验证':
    'This mobile number has not been confirmed. Log in with your e-mail address and password, then confirm it in your account.',
  '账号尚未激活，请点击激活邮件中的链接完成激活':
    'Your account is not activated yet. Please open the link in the activation e-mail.',
  '验证码已发送到您的邮箱，请查收': 'A verification code has been sent to your e-mail address.',
  '修改成功!!!': 'Your password has been changed.',
  更新成功: 'Updated successfully.',
  新增成功: 'Added successfully.',
  删除成功: 'Deleted successfully.',
  '登录邮箱不能修改，如需更换请联系客服':
    'The login e-mail address cannot be changed. Please contact customer service to change it.',
  地址不存在: 'The address does not exist.',
  '默认地址不能编辑，请在账户信息中修改':
    'The default address cannot be edited here. Please change it in your account details.',
  默认地址不能删除: 'The default address cannot be deleted.',
  已设为默认地址: 'Set as the default address.',

  // Verification codes and captchas
  验证码已发送: 'Verification code sent.',
  验证码错误: 'Wrong verification code.',
  '验证码已过期，请重新获取': 'The verification code has expired. Please request a new one.',
  '错误次数过多，请重新获取验证码': 'Too many wrong attempts. Please request a new verification code.',
  请先获取验证码: 'Please request a verification code first.',
  '验证码已使用，请重新获取': 'This verification code has already been used. Please request a new one.',
  '短信发送失败，请稍后再试': 'The SMS could not be sent. Please try again later.',
  验证通过: 'Verified.',
  请先完成滑块验证: 'Please complete the slider check first.',
  '滑块验证失败，请重试': 'The slider check failed. Please try again.',
  '滑块验证已失效，请刷新后重试': 'The slider check has expired. Please refresh and try again.',

  // Visitor forms: booking, contact, buy inquiry
  请输入姓名: 'Please enter your name.',
  请输入正确手机号: 'Please enter a valid mobile number.',
  请输入正确电子邮件: 'Please enter a valid e-mail address.',
  请输入名字: 'Please enter your first name.',
  请输入姓氏: 'Please enter your last name.',
  请选择所属行业: 'Please select your industry.',
  请输入留言内容: 'Please enter your message.',
  请输入产品名称: 'Please enter the product name.',
  请输入手机号: 'Please enter your mobile number.',
  政府机构: 'Government',
  学术科研: 'Academic',
  工业生物技术: 'Industrial Biotech',
  提交成功: 'Submitted successfully.',
  '提交成功，感谢您的留言': 'Submitted successfully. Thank you for your message!',
  发送成功: 'E-mail sent successfully.',
  '邮件发送失败，请稍后再试': 'The e-mail could not be sent. Please try again later.',

  // Uploads
  '只能上传图片、PDF 或 Word 文件': 'Only image, PDF and Word files are allowed.',
  请选择要上传的文件: 'Please choose a file to upload.',
  '文件不能超过 10 MB': 'The file cannot be larger than 10 MB.',
  文件不存在: 'The file does not exist.',

  // Content, search and plasmids
  栏目不存在: 'The section does not exist.',
  内容不存在: 'The content does not exist.',
  新闻不存在: 'The news item does not exist.',
  职位不存在: 'The position does not exist.',
  '参数 id 无效': 'Invalid id parameter.',
  页码无效: 'Invalid page number.',
  质粒不存在: 'The plasmid does not exist.',
  该质粒暂无序列信息: 'No sequence is available for this plasmid yet.',
  搜索关键词: 'Search keywords',
  宿主: 'Host',
  用途: 'Usage',
  片段类型: 'Fragment type',
  物种: 'Species',
  原核抗性: 'Prokaryotic resistance',
  真核抗性: 'Eukaryotic resistance',
  荧光标记: 'Fluorescent marker',
  产品名称: 'Product name',
  货号: 'Catalogue number',

  // CRISPR-Net
  请输入任务名称: 'Please enter a job title.',
  '请输入英文，不能包含中文': 'Please use English characters only; Chinese is not allowed.',
  '请上传 CSV 格式的文件或输入序列': 'Please upload a CSV file or enter the sequences.',
  '请选择 PAM 类型': 'Please select a PAM type.',
  请选择基因组: 'Please select a genome.',
  'off_seq 不能含有 N（脱靶位点必须是确定的碱基）':
    'off_seq cannot contain N (an off-target site must consist of defined bases).',
  两条序列长度不一致: 'The two sequences differ in length.',
  '格式应为 on_seq,off_seq（两条序列用英文逗号分隔）':
    'The format must be on_seq,off_seq (two sequences separated by a comma).',
  '没有找到序列对（每行一对：on_seq,off_seq）': 'No sequence pairs found (one pair per line: on_seq,off_seq).',
  序列有误: 'The sequences are not valid.',
  运行中: 'Running',
  处理失败: 'Failed',
  已完成: 'Finished',
  任务已提交: 'Job submitted.',
  '任务不存在或已过期（结果保留 3 天）': 'The job does not exist or has expired (results are kept for 3 days).',
  '任务尚未完成，暂无结果文件': 'The job has not finished yet, so there is no result file.',
  'CRISPR-Net 评分服务暂不可用：模型尚未安装。请联系我们，或稍后再试。':
    'The CRISPR-Net scoring service is unavailable: the model is not installed. Please contact us or try again later.',
  'CRISPR-Net 评分服务可用': 'The CRISPR-Net scoring service is available.',
  结果邮件只能发送到您账户的登录邮箱: "Results can only be e-mailed to your account's login e-mail address.",
}

export interface PatternEntry {
  /** Matches the whole Chinese message; each group is translated before it is used. */
  pattern: RegExp
  english: (...parts: string[]) => string
}

const entry = (pattern: RegExp, english: (...parts: string[]) => string): PatternEntry => ({ pattern, english })
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)
const plural = (count: string, unit: string) => `${count} ${unit}${count === '1' ? '' : 's'}`

/** Messages with numbers or names in them; the first match wins. */
export const EN_PATTERNS: PatternEntry[] = [
  entry(/^最多 (\d+) 个字符$/, (max) => `At most ${max} characters.`),
  entry(/^密码最多 (\d+) 位$/, (max) => `The password can have at most ${max} characters.`),
  entry(/^每页最多 (\d+) 条$/, (max) => `At most ${max} items per page.`),
  entry(
    /^页码必须是 (\d+) 到 (\d+) 之间的整数$/,
    (min, max) => `The page must be a whole number from ${min} to ${max}.`,
  ),
  entry(
    /^每页条数必须是 (\d+) 到 (\d+) 之间的整数$/,
    (min, max) => `The page size must be a whole number from ${min} to ${max}.`,
  ),
  entry(/^(.+)筛选值无效$/, (label) => `Invalid ${lowerFirst(label)} filter.`),
  entry(/^(.+)不能超过 (\d+) 个字符$/, (label, max) => `${label} can have at most ${max} characters.`),
  entry(/^(.+)无效$/, (label) => `Invalid ${lowerFirst(label)}.`),
  entry(
    /^请 (\d+) 秒后再获取验证码$/,
    (seconds) => `Please wait ${plural(seconds, 'second')} before requesting another code.`,
  ),
  entry(/^操作过于频繁，请 (.+)后再试$/, (wait) => `Too many requests. Please try again in ${wait}.`),
  entry(
    /^该邮箱注册过于频繁，请 (.+)后再试$/,
    (wait) => `Too many registrations with this e-mail address. Please try again in ${wait}.`,
  ),
  entry(/^(\d+) 秒$/, (count) => plural(count, 'second')),
  entry(/^(\d+) 分钟$/, (count) => plural(count, 'minute')),
  entry(/^(\d+) 小时$/, (count) => plural(count, 'hour')),
  entry(
    /^每个账户每天最多提交 (\d+) 个任务，请明天再试$/,
    (max) => `Each account can submit at most ${max} jobs a day. Please try again tomorrow.`,
  ),
  entry(
    /^提交过于频繁：两次提交至少间隔 (\d+) 秒，请 (\d+) 秒后再提交$/,
    (gap, left) =>
      `Too many submissions: at least ${plural(gap, 'second')} must pass between two jobs. Please submit again in ${plural(left, 'second')}.`,
  ),
  entry(/^第 (\d+) 行：(.+)$/, (line, problem) => `Line ${line}: ${problem}`),
  entry(
    /^(on_seq|off_seq) 含有非法字符“(.+)”（只允许 (\S+) 和空位 - 或 _）$/,
    (field, char, bases) =>
      `${field} contains an invalid character "${char}" (only ${bases} and the gaps - or _ are allowed).`,
  ),
  entry(
    /^序列长度必须为 (.+)（当前为 (\d+)）$/,
    (lengths, length) => `The sequences must be ${lengths} nt long (not ${length}).`,
  ),
  entry(/^(\d+) 或 (\d+)$/, (one, other) => `${one} or ${other}`),
  entry(
    /^序列对数量必须少于 (\d+)（当前 (\d+) 对）$/,
    (limit, count) => `There must be fewer than ${limit} sequence pairs (there are ${count}).`,
  ),
]
