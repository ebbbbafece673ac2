import dns2 from 'dns2'
import type { AddressInfo } from 'node:net'
import { onTestFinished } from 'vitest'

/** A real DNS server on loopback that answers TXT queries from `records` (name → values). */
export async function startDnsServer(records: Map<string, string[]>): Promise<string> {
  const { Packet } = dns2
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request)
      for (const question of request.questions) {
        for (const data of records.get(question.name.toLowerCase()) ?? []) {
          response.answers.push({
            name: question.name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 60,
            data,
          } as never)
        }
      }
      send(response)
    },
  })
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' } })
  onTestFinished(() => server.close())
  return `127.0.0.1:${(addresses.udp as AddressInfo).port}`
}
