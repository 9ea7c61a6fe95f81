#include "quick_settings.h"

#include <QQuickWindow>

namespace ss::app {

void configure_quick() { QQuickWindow::setTextRenderType(QQuickWindow::NativeTextRendering); }

} // namespace ss::app
