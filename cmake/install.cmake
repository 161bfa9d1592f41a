# cmake/install.cmake — what `cmake --install` puts where (GNU install directories):
#   bin/xform-interp                         the command-line tool
#   include/xform/*.h                        the public headers
#   lib/libxform.a, lib/libxform.so*         static and shared libraries
#   lib/cmake/xform/                         the CMake package: find_package(xform) gives
#                                            xform::xform_static, xform::xform_shared,
#                                            xform::xform (= shared) and xform::xform-interp
#   lib/pkgconfig/xform.pc                   pkg-config (relocatable: paths relative to it)
#   share/xform/transform-scripts/           the transform script library
#   share/man/man1/xform-interp.1            the man page
# Included from the top-level CMakeLists.txt after the targets are defined.
include(CMakePackageConfigHelpers)

set(XFORM_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/xform)
set(XFORM_INSTALL_SCRIPTSDIR ${CMAKE_INSTALL_DATADIR}/xform/transform-scripts)

install(TARGETS xform-interp xform_static xform_shared EXPORT xformTargets
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
install(DIRECTORY include/xform DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h")
install(DIRECTORY transform-scripts/ DESTINATION ${XFORM_INSTALL_SCRIPTSDIR})
configure_file(docs/man/xform-interp.1 ${CMAKE_CURRENT_BINARY_DIR}/xform-interp.1 @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/xform-interp.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)

# CMake package.
install(EXPORT xformTargets NAMESPACE xform:: DESTINATION ${XFORM_INSTALL_CMAKEDIR})
configure_package_config_file(cmake/xformConfig.cmake.in
  ${CMAKE_CURRENT_BINARY_DIR}/xformConfig.cmake
  INSTALL_DESTINATION ${XFORM_INSTALL_CMAKEDIR}
  PATH_VARS CMAKE_INSTALL_INCLUDEDIR XFORM_INSTALL_SCRIPTSDIR)
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/xformConfigVersion.cmake
  VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/xformConfig.cmake
  ${CMAKE_CURRENT_BINARY_DIR}/xformConfigVersion.cmake DESTINATION ${XFORM_INSTALL_CMAKEDIR})

# pkg-config: the prefix is found relative to the .pc file, so the install can be moved
# (or installed with `cmake --install --prefix`) without rewriting it.
set(XFORM_PC_DIR ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
file(RELATIVE_PATH XFORM_PC_TO_PREFIX /${XFORM_PC_DIR} /)
string(REGEX REPLACE "/$" "" XFORM_PC_TO_PREFIX "${XFORM_PC_TO_PREFIX}")
configure_file(cmake/xform.pc.in ${CMAKE_CURRENT_BINARY_DIR}/xform.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/xform.pc DESTINATION ${XFORM_PC_DIR})
