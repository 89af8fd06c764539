# Initial number of balls
total_balls = 16

# Half of the balls are golf balls
golf_balls = total_balls // 2

# Half of the golf balls are blue
blue_golf_balls = golf_balls // 2

# Print intermediate values
print(f"Total balls: {total_balls}")
print(f"Golf balls: {golf_balls}")
print(f"Blue golf balls: {blue_golf_balls}")

# Verify the final answer
print(f"Verification: Total balls = {total_balls}, Golf balls = {golf_balls}, Blue golf balls = {blue_golf_balls}")
print(f"Verification: Total blue golf balls = {blue_golf_balls}")
print(f"Verification: Total balls = {total_balls}, Golf balls = {golf_balls}, Blue golf balls = {blue_golf_balls}")
print(f"Verification: Total blue golf balls = {blue_golf_balls}")
print(f"Verification: Total balls = {total_balls}, Golf balls = {golf_balls}, Blue golf balls = {blue_golf_balls}")
print(f"Verification: Total blue golf balls = {blue_golf_balls}")
print(f"Verification: Total balls = {total_balls}, Golf balls = {golf_balls}, Blue golf balls = {blue_golf_balls}")
print(f"Verification: Total blue golf balls = {blue_golf_balls}")
