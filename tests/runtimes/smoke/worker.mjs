// workerd (through miniflare): POST { baseUrl, params } runs the smoke inside the worker.
import { smoke } from './smoke.mjs';

export default {
  async fetch(request) {
    const { baseUrl, params } = await request.json();
    return Response.json(await smoke({ baseUrl, params }));
  },
};
