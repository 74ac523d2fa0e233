// Static assets have no meaning in jsdom; tests import them as an empty string.
module.exports = '';
