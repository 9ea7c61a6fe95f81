// The tour at 1024×768 (see PictureTour.qml).
import QtQuick
PictureTour { width: 1024; height: 768; tag: "1024x768" }
