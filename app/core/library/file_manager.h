// Showing a file in the desktop's file manager, selected (the freedesktop.org
// FileManager1 interface over D-Bus, which the common Linux file managers offer).
#pragma once

#include <QString>

namespace ss::app {

// Whether a file manager was asked to show the file; false where there is none to ask
// (the caller then opens the file's folder instead).
bool show_in_file_manager(const QString& path);

} // namespace ss::app
