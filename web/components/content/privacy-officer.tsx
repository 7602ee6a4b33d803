// The person responsible for personal information (PIPL Art. 52), as the website settings
// name them, under the privacy policy.
import { useShell } from '#web/lib/shell.ts'

export function PrivacyOfficer() {
  const { settings } = useShell()
  const name = settings?.privacy_officer_name ?? ''
  const contact = settings?.privacy_officer_contact ?? ''
  if (!name && !contact) return null
  return (
    <section className="privacy__officer" aria-labelledby="privacy-officer">
      <h2 id="privacy-officer">个人信息保护负责人</h2>
      <p>
        {name}
        {name && contact ? '，' : ''}
        {contact && `联系方式：${contact}`}
      </p>
    </section>
  )
}
