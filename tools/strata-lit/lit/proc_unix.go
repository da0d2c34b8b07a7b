//go:build unix

package lit

import (
	"os/exec"
	"syscall"
)

// startGroup makes the command lead a process group of its own, so that a
// timeout can kill everything the test started, not just bash.
func startGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killGroup kills the command's process group. It is also called after a
// normal exit to end background processes a test left behind; by then the
// group may be gone, which is fine.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}

// signalOf returns the signal that killed the process, if one did.
func signalOf(ee *exec.ExitError) (int, bool) {
	ws, ok := ee.Sys().(syscall.WaitStatus)
	if !ok || !ws.Signaled() {
		return 0, false
	}
	return int(ws.Signal()), true
}
