// A note on a sequence the form accepted that may still not work (an sgRNA without its
// nuclease's PAM, TTTT): a caution beside the value, never shown as an error.
import { WarningOutlined } from '@ant-design/icons'

export function SequenceAdvice({ text }: { text: string }) {
  return (
    <span className="sequence-advice">
      <WarningOutlined aria-hidden="true" /> {text}
    </span>
  )
}
