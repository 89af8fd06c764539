from sympy import sqrt, I, pi

# Define the complex numbers z and c
z = 2 + sqrt(2) - (3 + 3 * sqrt(2)) * I
c = 2 - 3 * I

# Function to rotate a complex number around another by an angle
def rotate_complex(c, z, angle):
    # Convert the angle to radians
    angle_rad = pi / angle
    # Create the rotation matrix
    rotation_matrix = [[cos(angle_rad), -sin(angle_rad)],
                        [sin(angle_rad), cos(angle_rad)]]
    # Multiply the rotation matrix with the complex number vector
    result_vector = [[z.real * c.real + z.imag * c.imag],
                      [z.real * c.imag + z.imag * c.real]]
    result_complex = complex(result_vector[0][0], result_vector[1][0])
    return result_complex

# Rotate z around c by pi/4 counter-clockwise
w = rotate_complex(c, z, 45)
print(w.evalf())
