//go:build unix && !linux

package checker

func madviseHugePages([]byte) {}
