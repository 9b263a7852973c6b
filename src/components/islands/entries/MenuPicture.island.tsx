// Opens and closes the picture's dialog where the browser cannot by itself (../components/menu/MenuPictureDialog/dialogPlatform.ts).
export { MenuPicture as default } from '../../menu/MenuPicture/MenuPicture'
