// Draws the API reference from the document the server publishes.
window.addEventListener('load', () => {
  window.ui = window.SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });
});
