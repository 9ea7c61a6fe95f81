# A scripted conversation with `spaceships-cli bot --bot density` [bot protocol].
execute_process(COMMAND ${CLI} bot --bot density INPUT_FILE ${INPUT}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "exit ${rc}\n${out}\n${err}")
endif()
string(REPLACE "\n" ";" lines "${out}")
list(LENGTH lines n)
set(expect
    "^= 1$"
    "^= density [0-9.]+$"
    "^= ok$"
    "^= ok$"
    "^= DS [ROYGBvwxyz1-5 ]+; KC .*; (FS|PC) .*; MD .*; (LS|HS) "
    "^= ([ROYGBvwxyz1-5bmks]+ ?)+$"
    "^= ok$"
    "^= ([ROYGBvwxyz1-5bmks]+ ?)+$"
    "^\\? "
    "^\\? unknown command 'frobnicate'$"
    "^= ok$"
    "^= bye$")
set(i 0)
foreach(pattern IN LISTS expect)
    list(GET lines ${i} line)
    if(NOT line MATCHES "${pattern}")
        message(FATAL_ERROR "answer ${i} '${line}' does not match '${pattern}'\n${out}")
    endif()
    math(EXPR i "${i} + 1")
endforeach()
