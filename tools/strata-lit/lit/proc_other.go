//go:build !unix

package lit

import "os/exec"

// startGroup is a no-op where process groups are unavailable.
func startGroup(*exec.Cmd) {}

// killGroup can only kill the shell itself here.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = cmd.Process.Kill()
	}
}

// signalOf cannot tell here.
func signalOf(*exec.ExitError) (int, bool) { return 0, false }
