// Makes the C++ controllers and models known to QML as module "Spaceships.Core".
#pragma once

namespace ss::app {
void register_qml_types();
// Qt Quick settings the views are made for, before any window exists: text drawn with the
// platform's glyphs (crisp at the views' small sizes, and some 30% more frames per second
// than distance-field text under Mesa's software renderer).
void configure_quick();
}
