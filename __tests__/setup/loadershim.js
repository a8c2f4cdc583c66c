// Gatsby's Link calls the page loader; give it a harmless stand-in (official recipe).
global.___loader = {
  enqueue: jest.fn(),
}
