// The file-system calls Foundation and Glibc's Swift module do not bring: extended attributes,
// which `UserFile` keeps when it replaces a file.
#include <sys/xattr.h>
