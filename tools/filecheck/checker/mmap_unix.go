//go:build unix

package checker

import (
	"os"
	"syscall"
)

// bigBuffer is the size from which buffers are mapped rather than read or
// allocated on the heap: mapping avoids copying large inputs, and huge
// pages make touching a fresh 50 MB buffer much cheaper.
const bigBuffer = 1 << 20

// mapFile maps a large regular file read-only. ok is false when the file
// should be read instead. release unmaps it; the data must not be used
// afterwards.
func mapFile(f *os.File) (data []byte, release func(), ok bool) {
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() || st.Size() < bigBuffer || int64(int(st.Size())) != st.Size() {
		return nil, nil, false
	}
	data, err = syscall.Mmap(int(f.Fd()), 0, int(st.Size()), syscall.PROT_READ, syscall.MAP_PRIVATE)
	if err != nil {
		return nil, nil, false
	}
	return data, func() { syscall.Munmap(data) }, true
}

// allocBuffer returns a zeroed buffer of n bytes and a function to free it
// (after which it must not be used).
func allocBuffer(n int) ([]byte, func()) {
	if n < 8*bigBuffer {
		return make([]byte, n), func() {}
	}
	b, err := syscall.Mmap(-1, 0, n, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_PRIVATE|syscall.MAP_ANON)
	if err != nil {
		return make([]byte, n), func() {}
	}
	madviseHugePages(b)
	return b, func() { syscall.Munmap(b) }
}
