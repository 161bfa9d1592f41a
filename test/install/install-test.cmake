# install-test.cmake — installs xform from a build tree into a fresh prefix and builds the
# embedding example (examples/embed/embed.c) against the installed package three times:
# with find_package(xform) (static and shared library, test/install/consumer) and with
# pkg-config (cc `pkg-config --cflags --libs xform`).  Each program is run and its output
# checked with FileCheck against the CHECK lines in embed.c.  Offline: nothing is fetched.
#
#   cmake -DBUILD_DIR=... -DWORK_DIR=... -DSOURCE_DIR=... -DC_COMPILER=... -DFILECHECK=...
#         [-DPKG_CONFIG=...] [-DEXTRA_FLAGS=...] [-DCONFIG=...] -P install-test.cmake
# EXTRA_FLAGS go to every compile and link (the sanitizer flags of an XFORM_SANITIZE build).
cmake_minimum_required(VERSION 3.20)

set(prefix ${WORK_DIR}/prefix)
set(embed ${SOURCE_DIR}/examples/embed/embed.c)
separate_arguments(extra UNIX_COMMAND "${EXTRA_FLAGS}")

# "step(NAME COMMAND...)": runs the command, stops the test with its output on failure.
function(step name)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "install test: ${name} failed (${rc}):\n${ARGN}\n${out}\n${err}")
  endif()
  message(STATUS "install test: ${name}: ok")
endfunction()

# "run_checked(NAME EXE)": runs EXE (with the installed libdir on the library path) and
# checks its output against embed.c's CHECK lines.
function(run_checked name exe)
  step("run ${name}" ${CMAKE_COMMAND} -E env "LD_LIBRARY_PATH=${libdir}"
    sh -c "\"$0\" > \"$1\"" ${exe} ${WORK_DIR}/${name}.out)
  step("check ${name}" ${FILECHECK} --input-file ${WORK_DIR}/${name}.out ${embed})
endfunction()

file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
set(config_args "")
if(CONFIG)
  set(config_args --config ${CONFIG})
endif()
step("cmake --install" ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${prefix} ${config_args})

# What must be there (lib may be lib/<multiarch> for a /usr prefix).
file(GLOB_RECURSE pcs ${prefix}/*/xform.pc)
list(GET pcs 0 pc)
get_filename_component(pcdir ${pc} DIRECTORY)
get_filename_component(libdir ${pcdir} DIRECTORY)
foreach(f bin/xform-interp include/xform/transform.h share/man/man1/xform-interp.1
    share/xform/transform-scripts/ch4/payload.mlir)
  if(NOT EXISTS ${prefix}/${f})
    message(FATAL_ERROR "install test: ${prefix}/${f} was not installed")
  endif()
endforeach()
foreach(f libxform.a libxform.so cmake/xform/xformConfig.cmake)
  if(NOT EXISTS ${libdir}/${f})
    message(FATAL_ERROR "install test: ${libdir}/${f} was not installed")
  endif()
endforeach()
step("installed xform-interp --version" ${prefix}/bin/xform-interp --version)

# find_package(xform).
set(cbuild ${WORK_DIR}/consumer-build)
step("configure consumer (find_package)" ${CMAKE_COMMAND} -S ${SOURCE_DIR}/test/install/consumer
  -B ${cbuild} -DCMAKE_PREFIX_PATH=${prefix} -DCMAKE_C_COMPILER=${C_COMPILER}
  -DEMBED_SOURCE=${embed} "-DCMAKE_C_FLAGS=${EXTRA_FLAGS}" "-DCMAKE_EXE_LINKER_FLAGS=${EXTRA_FLAGS}")
step("build consumer (find_package)" ${CMAKE_COMMAND} --build ${cbuild})
run_checked(find-package-static ${cbuild}/embed-static)
run_checked(find-package-shared ${cbuild}/embed-shared)

# pkg-config.
if(NOT PKG_CONFIG)
  message(STATUS "install test: SKIPPED the pkg-config build: pkg-config not found "
    "(Debian package pkgconf)")
  return()
endif()
set(ENV{PKG_CONFIG_PATH} ${pcdir})
execute_process(COMMAND ${PKG_CONFIG} --cflags --libs xform RESULT_VARIABLE rc
  OUTPUT_VARIABLE pcflags ERROR_VARIABLE err OUTPUT_STRIP_TRAILING_WHITESPACE)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "install test: pkg-config --cflags --libs xform failed:\n${err}")
endif()
separate_arguments(pcflags UNIX_COMMAND "${pcflags}")
step("build with pkg-config" ${C_COMPILER} ${extra} ${embed} -o ${WORK_DIR}/embed-pkg-config
  ${pcflags})
run_checked(pkg-config ${WORK_DIR}/embed-pkg-config)
