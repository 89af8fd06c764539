# Problem: If n ≡ 2 (mod 7), then find the remainder when (n + 2)(n + 4)(n + 6) is divided by 7.
# Progress so far:
# attempt 1: NO_RESULT_LINE; exit 0; last stdout: CONFIDENCE: 100
# attempt 2: runner verdict: NO_RESULT_LINE
# code: 1 block found; selected block 1 (the only block with code)
# safe: true
# exit_code: 0
# timed_out: false
# stdout:
# 3
# CONFIDENCE: 100
# stderr:
# (empty)
# parsed_result: UNKNOWN
# parsed_confidence: 100

# Analysis of attempt 2:
# The problem is to find the remainder when (n + 2)(n + 4)(n + 6) is divided by 7.
# We know that n ≡ 2 (mod 7), so we can substitute n with 2 + 7k for some integer k.
# Then, (n + 2)(n + 4)(n + 6) becomes (2 + 7k + 2)(2 + 7k + 4)(2 + 7k + 6) = (4 + 7k)(6 + 7k)(8 + 7k).
# This can be simplified to (2(2 + k))(2(3 + k))(2(4 + k)) = 8^3 * (1 + k)^3.
# We need to find the remainder of this expression when divided by 7.

# Since 8 ≡ 1 (mod 7), we can replace 8 with 1 in the expression.
# The expression becomes (1 + k)^3. To find the remainder when this is divided by 7, we only need to consider the last digit of (1 + k)^3 modulo 7.
# Since (1 + k) ≡ 2 + k (mod 7), (1 + k)^3 ≡ 2^3 * (2 + k)^2 ≡ 8 * (2 + k)^2 ≡ 0 * (2 + k)^2 ≡ 0 (mod 7).

# Therefore, the remainder when (n + 2)(n + 4)(n + 6) is divided by 7 is 0.

# RESULT: 0
# CONFIDENCE: 100
