# Launching the game on each record of a committed set (issue 11): the finished game opens
# for review, the unfinished one goes on, and every damaged, truncated or binary one in
# tests/data/bad is refused with its file, line and rule while the game keeps running
# (--state prints the settled state). No file is ever modified.
# Arguments: -DGAME=<spaceships> -DXVFB_RUN=<xvfb-run> -DDATA=<tests/data> -DWORK=<folder>
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/home)
file(GLOB damaged ${DATA}/bad/*.ssg)
set(cases "${DATA}/finished-standard.ssg" "${DATA}/spec-example.ssg" ${damaged})
set(failures "")
foreach(record ${cases})
    get_filename_component(name ${record} NAME)
    file(SHA256 ${record} before)
    execute_process(
        COMMAND ${CMAKE_COMMAND} -E env HOME=${WORK}/home QT_QUICK_CONTROLS_STYLE=Fusion
            ${XVFB_RUN} -a -s "-screen 0 1280x800x24" ${GAME} --state --records ${WORK}/records ${record}
        OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc TIMEOUT 60)
    file(SHA256 ${record} after)
    if(name STREQUAL "finished-standard.ssg")
        set(expected "\"phase\":\"Over\".*\"reviewOnly\":true")
    elseif(name STREQUAL "spec-example.ssg")
        set(expected "\"phase\":\"Playing\".*\"turn\":3")
    else()
        # "FILE:LINE: message" — and a rule in brackets, except where the file is no record at all.
        set(expected "\"error\":\"${name}:[0-9]+: [^\"]+\",\"phase\":\"Setup\"")
    endif()
    if(NOT rc EQUAL 0)
        list(APPEND failures "${name}: the game exited with ${rc}: ${err}")
    elseif(NOT out MATCHES "${expected}")
        list(APPEND failures "${name}: ${out} does not match ${expected}")
    elseif(NOT before STREQUAL after)
        list(APPEND failures "${name}: the file was modified")
    else()
        string(STRIP "${out}" shown)
        message(STATUS "${name}: ${shown}")
    endif()
endforeach()
if(failures)
    string(REPLACE ";" "\n" failures "${failures}")
    message(FATAL_ERROR "${failures}")
endif()
