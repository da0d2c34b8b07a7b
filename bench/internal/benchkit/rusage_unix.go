//go:build unix

package benchkit

import (
	"os"
	"runtime"
	"syscall"
)

// MaxRSSKiB is the peak resident set size of a finished process in KiB,
// 0 where the OS does not report it.
func MaxRSSKiB(ps *os.ProcessState) int64 {
	ru, ok := ps.SysUsage().(*syscall.Rusage)
	if !ok {
		return 0
	}
	if runtime.GOOS == "darwin" || runtime.GOOS == "ios" {
		return int64(ru.Maxrss) / 1024 // bytes there, KiB elsewhere
	}
	return int64(ru.Maxrss)
}
