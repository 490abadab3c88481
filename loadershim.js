// Gatsby's loader is a global in the browser; tests stub it (Gatsby's unit-testing docs).
global.___loader = { enqueue: jest.fn() };
