// A dialog made on first use (loading the dialogs module costs the launch ~60 ms):
// open() makes it the first time, then opens it.
import QtQuick
import Spaceships

Loader {
    active: false
    onLoaded: item.open()
    function open() {
        if (active)
            item.open()
        else
            active = true
    }
}
