import { describe, expect, it } from 'vitest'
import { percentEncode, signRpcRequest, stringToSign } from './aliyun-signature.ts'

// The SendSms example of Aliyun's SMS documentation ("签名机制"), with its published
// string-to-sign and signature for AccessKeyId testId / AccessKeySecret testSecret.
const SEND_SMS_EXAMPLE = {
  AccessKeyId: 'testId',
  Action: 'SendSms',
  Format: 'XML',
  OutId: '123',
  PhoneNumbers: '15300000001',
  RegionId: 'cn-hangzhou',
  SignName: '阿里云短信测试专用',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
  SignatureVersion: '1.0',
  TemplateCode: 'SMS_71390007',
  TemplateParam: '{"customer":"test"}',
  Timestamp: '2017-07-12T02:42:19Z',
  Version: '2017-05-25',
}
const SEND_SMS_STRING_TO_SIGN =
  'GET&%2F&AccessKeyId%3DtestId%26Action%3DSendSms%26Format%3DXML%26OutId%3D123%26PhoneNumbers%3D15300000001' +
  '%26RegionId%3Dcn-hangzhou%26SignName%3D%25E9%2598%25BF%25E9%2587%258C%25E4%25BA%2591%25E7%259F%25AD%25E4%25BF' +
  '%25A1%25E6%25B5%258B%25E8%25AF%2595%25E4%25B8%2593%25E7%2594%25A8%26SignatureMethod%3DHMAC-SHA1' +
  '%26SignatureNonce%3D45e25e9b-0a6f-4070-8c85-2956eda1b466%26SignatureVersion%3D1.0%26TemplateCode%3DSMS_71390007' +
  '%26TemplateParam%3D%257B%2522customer%2522%253A%2522test%2522%257D%26Timestamp%3D2017-07-12T02%253A42%253A19Z' +
  '%26Version%3D2017-05-25'

describe('Aliyun RPC signature', () => {
  it('复现短信文档的示例：待签名字符串与签名', () => {
    expect(stringToSign('GET', SEND_SMS_EXAMPLE)).toBe(SEND_SMS_STRING_TO_SIGN)
    expect(signRpcRequest('GET', SEND_SMS_EXAMPLE, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=')
  })

  it('复现 RPC 签名机制文档的 DescribeRegions 示例', () => {
    const params = {
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Version: '2014-05-26',
      Timestamp: '2016-02-23T12:46:24Z',
    }
    expect(signRpcRequest('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=')
  })

  it('签名不包含已有的 Signature 参数', () => {
    const signed = signRpcRequest('POST', SEND_SMS_EXAMPLE, 'testSecret')
    expect(signRpcRequest('POST', { ...SEND_SMS_EXAMPLE, Signature: signed }, 'testSecret')).toBe(signed)
  })

  it('按 RFC 3986 编码：空格为 %20，星号等保留字符编码，~ 不编码', () => {
    expect(percentEncode("a b*!'()~-_.")).toBe('a%20b%2A%21%27%28%29~-_.')
    expect(percentEncode('/=&+')).toBe('%2F%3D%26%2B')
    expect(percentEncode('澜')).toBe('%E6%BE%9C')
  })
})
