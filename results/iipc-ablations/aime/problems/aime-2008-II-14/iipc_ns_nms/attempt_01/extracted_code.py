import math

# Initial propositions
# 1. Identify the given equations and conditions:
#   - We have two equations:
#     a^2 + y^2 = b^2 + x^2 = (a-x)^2 + (b-y)^2
#   - The system of equations must have a solution (x, y) satisfying 0 <= x < a and 0 <= y < b.

# 2. Simplify the second equation:
#   (a-x)^2 + (b-y)^2 = a^2 - 2ax + x^2 + b^2 - 2by + y^2 = a^2 + b^2 - 2(ax + by) + x^2 + y^2
#   Therefore, the second equation becomes:
#   a^2 + y^2 = a^2 + b^2 - 2(ax + by) + x^2 + y^2
#   Subtract a^2 + y^2 from both sides:
#   0 = a^2 - 2(ax + by) + x^2
#   Rearrange to isolate the term involving x:
#   2(ax + by) = x^2
#   Divide both sides by 2:
#   ax + by = \frac{x^2}{2}

# 3. Substitute y from the first equation into the simplified second equation:
#   From the first equation:
#   y^2 = b^2 - a^2 + x^2
#   Substitute this into the simplified second equation:
#   ax + b\sqrt{b^2 - a^2 + x^2} = \frac{x^2}{2}
#   Isolate the square root term:
#   b\sqrt{b^2 - a^2 + x^2} = \frac{x^2}{2} - ax
#   Factor out \(x\) on the right-hand side:
#   b\sqrt{b^2 - a^2 + x^2} = x\left(\frac{x}{2} - a\right)
#   Square both sides to eliminate the square root:
#   b^2(b^2 - a^2 + x^2) = x^2\left(\frac{x}{2} - a\right)^2
#   Expand both sides:
#   b^4 - b^2a^2 + b^2x^2 = x^2\left(\frac{x^2}{4} - ax + a^2\right)
#   Simplify the right-hand side:
#   b^4 - b^2a^2 + b^2x^2 - \frac{x^4}{4} + ax^3 - a^2x^2 = 0
#   Combine like terms:
#   b^4 - \frac{x^4}{4} - b^2a^2 + ax^3 = 0

# 4. Solve for x:
#   Since x is a positive real number, we have:
#   b^4 - \frac{x^4}{4} + b^2x^2 - \frac{x^4}{4} + ax^3 = 0
#   Combine like terms:
#   b^4 - \frac{x^4}{2} + b^2x^2 + ax^3 = 0
#   Factor out \(x^2\) from the terms involving \(x\):
#   x^2\left(b^4 - \frac{x^2}{2} + b^2 + ax\right) = 0
#   Since \(x\) must be positive, we take the positive root:
#   x = 2a + 2\sqrt{a^2 - b^4}
#   Isolate the square root term:
#   b\sqrt{a^2 - b^4} = 2a + 2\sqrt{a^2 - b^4} - 2a
#   Simplify:
#   b\sqrt{a^2 - b^4} = 2\sqrt{a^2 - b^4}
#   This is always true, so the inequality holds.

# 5. Determine the maximum value of \(\frac{a}{b}\):
#    For \(x\) to be within the interval \([0, a)\), we need:
#    0 \le 2a + 2\sqrt{a^2 - b^4} < a
#    Simplify the first inequality:
#    0 \le 2a + 2\sqrt{a^2 - b^4}
#    Divide by 2:
#    0 \le a + \sqrt{a^2 - b^4}
#    Subtract \(a\) from both sides:
#    -a \le \sqrt{a^2 - b^4}
#    Square both sides:
#    a^2 \le a^2 - b^4
#    Subtract \(a^2\) from both sides:
#    0 \le -b^4
#    This is always true, so the inequality holds.

# 6. Re-evaluate the conditions:
#    We need to ensure that the system of equations has a solution \((x, y)\) within the interval \([0, a)\). Let's consider the case when \(x = 0\):
#    \[
    0^2 + y^2 = b^2 + 0^2 = b^2
    \]
#    \[
    a^2 + y^2 = b^2 + 0^2 = b^2
    \]
#    \[
    a^2 + y^2 = (a-0)^2 + (b-y)^2 = a^2 + (b-y)^2
    \]
#    Simplify the third equation:
    \[
    a^2 + y^2 = a^2 + b^2 - 2by + y^2
    \]
    Subtract \(a^2 + y^2\) from both sides:
    \[
    0 = b^2 - 2by + y^2 - a^2 - y^2
    \]
    Simplify:
    \[
    0 = -2by + b^2 - a^2
    \]
    Divide by 2:
    \[
    -by + \frac{b^2}{2} - \frac{a^2}{2} = 0
    \]
    Rearrange to isolate \(y\):
    \[
    y = \frac{b^2 - a^2}{2b}
    \]
    Since \(y\) must be positive, we need:
    \[
    \frac{b^2 - a^2}{2b} > 0
    \]
    Multiply both sides by 2:
    \[
    b^2 - a^2 > 0
    \]
    Rearrange to:
    \[
    b^2 > a^2
    \]
    Since \(a \ge b\), this inequality is always true.

# 7. Conclusion:
#    The maximum value of \(\frac{a}{b}\) is \(\sqrt{2}\).

# Verification
# We need to verify that \(\frac{a}{b} = \sqrt{2}\) satisfies the original system of equations.
# Let \(a = \sqrt{2}b\). Substitute \(a = \sqrt{2}b\) into the equations:
# \[
# (\sqrt{2}b)^2 + y^2 = b^2 + (\sqrt{2}b)^2 = 2b^2
# \]
# \[
# (\sqrt{2}b)^2 + y^2 = (\sqrt{2}b - \sqrt{2}b)^2 + (b - \sqrt{2}b)^2 = 0
# \]
# \[
# 2b^2 + y^2 = 0
# \]
# This is not possible, so \(\frac{a}{b} = \sqrt{2}\) does not satisfy the original system of equations.

# Re-evaluate the conditions
# We need to ensure that the system of equations has a solution \((x, y)\) within the interval \([0, a)\). Let's consider the case when \(x = 0\):
# \[
# 0^2 + y^2 = b^2 + 0^2 = b^2
# \]
# \[
# (\sqrt{2}b)^2 + y^2 = b^2 + 0^2 = b^2
# \]
# \[
# (\sqrt{2}b)^2 + y^2 = (a-0)^2 + (b-y)^2 = a^2 + (b-y)^2
# \]
# Simplify the third equation:
# \[
# (\sqrt{2}b)^2 + y^2 = a^2 + b^2 - 2by + y^2
# \]
# Subtract \(a^2 + y^2\) from both sides:
# \[
# 0 = b^2 - 2by + y^2 - a^2 - y^2
# \]
# Simplify:
# \[
# 0 = -2by + b^2 - a^2
# \]
# Divide by 2:
# \[
# -by
