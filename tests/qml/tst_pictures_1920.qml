// The tour at 1920×1080 (see PictureTour.qml).
import QtQuick
PictureTour { width: 1920; height: 1080; tag: "1920x1080" }
