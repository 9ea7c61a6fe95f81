// Makes the C++ controllers and models known to QML as module "Spaceships.Core".
#pragma once

namespace ss::app {
void register_qml_types();
}
