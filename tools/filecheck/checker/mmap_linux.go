package checker

import "syscall"

func madviseHugePages(b []byte) { syscall.Madvise(b, syscall.MADV_HUGEPAGE) }
