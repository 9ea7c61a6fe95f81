# Installs the build into a scratch prefix and checks the desktop integration: both
# programs, the desktop entry (launching the installed program, naming the icon), the
# AppStream metainfo and the icon. Run with -DBUILD=... -DPREFIX=...
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD}" --prefix "${PREFIX}"
    RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cmake --install failed: ${rc}")
endif()
set(id org.spaceships.Spaceships)
foreach(f bin/spaceships bin/spaceships-cli share/applications/${id}.desktop share/mime/packages/${id}.xml
        share/metainfo/${id}.metainfo.xml share/icons/hicolor/scalable/apps/${id}.svg)
    if(NOT EXISTS "${PREFIX}/${f}")
        message(FATAL_ERROR "not installed: ${f}")
    endif()
endforeach()
file(READ "${PREFIX}/share/applications/${id}.desktop" desktop)
foreach(line "Exec=spaceships %f" "MimeType=application/x-spaceships-game;" "Icon=${id}" "Type=Application")
    string(FIND "${desktop}" "${line}\n" at)
    if(at EQUAL -1)
        message(FATAL_ERROR "the desktop entry lacks ${line}")
    endif()
endforeach()
file(READ "${PREFIX}/share/metainfo/${id}.metainfo.xml" meta)
string(FIND "${meta}" "<launchable type=\"desktop-id\">${id}.desktop</launchable>" at)
if(at EQUAL -1)
    message(FATAL_ERROR "the metainfo does not launch ${id}.desktop")
endif()
file(REMOVE_RECURSE "${PREFIX}")
