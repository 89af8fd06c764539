# Initial propositions
total_balls = 16
half_balls = total_balls // 2
golf_balls = half_balls
half_golf_balls = golf_balls // 2
blue_golf_balls = half_golf_balls

# Intermediate values
print(f"Total balls: {total_balls}")
print(f"Half of the balls: {half_balls}")
print(f"Golf balls: {golf_balls}")
print(f"Half of the golf balls: {half_golf_balls}")
print(f"Blue golf balls: {blue_golf_balls}")

# Verification
print(f"Verification: Half of the golf balls is indeed {half_golf_balls} and half of that is {blue_golf_balls}")
print(f"Verification: Total blue golf balls is indeed {blue_golf_balls}")
print(f"Verification: Total balls is indeed {total_balls}")

# Result
RESULT: 4
