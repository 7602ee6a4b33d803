/** Answer of /article/tdyouxiang. */
export interface RecruitmentContacts {
  email: string
  campusEmail: string
  hotlines: string[]
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** Hotlines and the mailbox for résumés, side by side. */
export function RecruitmentContactBar({ hotlines, email }: { hotlines: string[]; email: string }) {
  return (
    <dl className="recruit-contacts">
      {hotlines.length > 0 && (
        <div>
          <dt>招聘热线</dt>
          <dd>
            {hotlines.map((phone) => (
              <a key={phone} href={telHref(phone)}>
                {phone}
              </a>
            ))}
          </dd>
        </div>
      )}
      {email && (
        <div>
          <dt>简历投递</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      )}
    </dl>
  )
}
