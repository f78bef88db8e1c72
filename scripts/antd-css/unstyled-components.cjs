/**
 * antd components no screen uses and no used component renders inside itself. Their rules are left
 * out of the static antd CSS (about a quarter of it). ESLint refuses importing one in src/: to use
 * one, take it off this list so its styles are built in.
 */
module.exports = [
  'Affix',
  'Anchor',
  'AutoComplete',
  'BackTop',
  'Calendar',
  'Carousel',
  'Cascader',
  'ColorPicker',
  'FloatButton',
  'Image',
  'List',
  'Listy',
  'Masonry',
  'Mentions',
  'QRCode',
  'Rate',
  'Slider',
  'Splitter',
  'Steps',
  'Tour',
  'Transfer',
  'Tree',
  'TreeSelect',
  'Watermark',
];
