// Qt Quick settings the views are made for, before any window exists.
#pragma once

namespace ss::app {
// Text drawn with the platform's glyphs (crisp at the views' small sizes, and some 30%
// more frames per second than distance-field text under Mesa's software renderer).
void configure_quick();
}
