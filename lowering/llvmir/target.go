package llvmir

import "runtime"

// hostTargets are the triples and data layouts of the hosts strata builds
// native code for, as clang-16 spells them.
var hostTargets = map[string][2]string{
	"linux/amd64": {"x86_64-pc-linux-gnu", "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"},
	"linux/arm64": {"aarch64-unknown-linux-gnu", "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"},
}

// hostTarget returns the triple and data layout of the machine strata runs
// on, or empty strings for a host it does not know (LLVM's tools then use
// their defaults).
func hostTarget() (triple, layout string) {
	t := hostTargets[runtime.GOOS+"/"+runtime.GOARCH]
	return t[0], t[1]
}
