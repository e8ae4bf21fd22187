/** A small OpenAPI 3.1 document shaped like ours (envelope per operation, named schemas). */
export function sampleSpec() {
  return {
    openapi: '3.1.0',
    info: { title: 'sample', version: '1.0.0' },
    paths: {
      '/stocks/earnings': {
        get: {
          operationId: 'listEarnings',
          parameters: [
            { $ref: '#/components/parameters/Ticker' },
            {
              name: 'size',
              in: 'query',
              required: false,
              schema: { type: 'integer', minimum: 1, maximum: 50 },
            },
          ],
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: {
                    allOf: [
                      { $ref: '#/components/schemas/Envelope' },
                      {
                        type: 'object',
                        required: ['data'],
                        properties: {
                          data: { type: 'array', items: { $ref: '#/components/schemas/Report' } },
                        },
                      },
                    ],
                  },
                },
              },
            },
          },
        },
      },
      '/news/wires': {
        get: {
          operationId: 'listWires',
          parameters: [
            { name: 'tab', in: 'query', schema: { type: 'string', enum: ['all', 'important'] } },
          ],
          responses: { '200': { description: 'ok' } },
        },
      },
    },
    components: {
      parameters: {
        Ticker: { name: 'ticker', in: 'query', required: true, schema: { type: 'string' } },
      },
      schemas: {
        Envelope: {
          type: 'object',
          required: ['status_code', 'status_msg'],
          properties: { status_code: { type: 'integer' }, status_msg: { type: 'string' } },
        },
        Report: {
          type: 'object',
          required: ['eps_actual', 'release_date'],
          properties: {
            eps_actual: { type: ['number', 'null'] },
            release_date: { type: 'string', format: 'date' },
            period: { type: 'integer', enum: [0, 1, 2] },
          },
        },
      },
    },
  };
}

/** The sample spec's type, for edits in tests. */
export type SampleSpec = ReturnType<typeof sampleSpec>;
